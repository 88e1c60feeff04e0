import { Combobox as ArkCombobox, useComboboxContext, useListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { useT } from '../i18n/index.js';
import { Badge } from './badge.js';
import { CheckIcon } from './icons.js';
import { floatingItem, floatingPanel } from './popover-styles.js';
import type { Option } from './select.js';
import { tabOut } from './tab-out.js';
import { fieldError, fieldLabel, fieldRoot, inputStyle } from './text-field.js';
import { ArkEnvironment } from './ark-environment.js';

export interface ComboboxProps {
  label: ReactNode;
  options: Option[];
  value: string | null;
  onValueChange(value: string | null): void;
  placeholder?: string;
  emptyText?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Shown under the field in red; marks the input aria-invalid and describes it. */
  errorText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The options come from a search of what is typed (a server's): each change of the text is handed here, and
   * `options` are shown as they are, not filtered again.
   */
  onSearch?(text: string): void;
  /** With `onSearch`: the text in the field, kept by the caller (a chosen item's label when it arrives later). */
  inputValue?: string;
  /** Choosing an option empties the field (a picker of several, whose chosen items are shown elsewhere). */
  clearOnSelect?: boolean;
}

const matches = (o: Option, q: string) =>
  !q || o.label.toLowerCase().includes(q.toLowerCase()) || !!o.description?.toLowerCase().includes(q.toLowerCase());

/**
 * Ark's combobox input with Tab and Shift+Tab while the listbox is open: it closes (Zag leaves it open when
 * focus leaves inside a shadow root) and focus moves on from the input (see `tabOut`).
 */
function ComboboxInput(props: ComponentProps<typeof ArkCombobox.Input>) {
  const combobox = useComboboxContext();
  // Zag focuses the input a frame after the listbox opens: true until that frame has passed (this effect's
  // frame comes after it), when a Tab would be undone by that focus as well as by the one after closing.
  const opening = useRef(false);
  useEffect(() => {
    if (!combobox.open) return;
    opening.current = true;
    const frame = requestAnimationFrame(() => (opening.current = false));
    return () => {
      cancelAnimationFrame(frame);
      opening.current = false;
    };
  }, [combobox.open]);
  return (
    <ArkCombobox.Input
      {...props}
      onKeyDownCapture={(e) => {
        if (combobox.open)
          tabOut(e, { close: () => combobox.setOpen(false), from: e.currentTarget, refocusesLater: opening.current ? 2 : 1 });
      }}
    />
  );
}

/** The chevron of the selects (`select.tsx`: its box's ::after), the same size, stroke and colour (colour: the trigger's). */
const chevron = css({
  display: 'block',
  w: '6px',
  h: '6px',
  borderInlineEnd: '1.5px solid',
  borderBottom: '1.5px solid',
  // Up by the same 2 px as the selects' (top: 50% - 5px on a 6 px mark), so both sit at one height.
  transform: 'translateY(-2px) rotate(45deg)',
  pointerEvents: 'none',
});

/** Searchable select (Ark Combobox): filters options by label and secondary text. */
export function Combobox({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  emptyText,
  disabled,
  className,
  errorText,
  inputRef,
  onSearch,
  inputValue,
  clearOnSelect,
}: ComboboxProps) {
  const t = useT();
  const errorId = `cb${useId()}-error`;
  const { collection, filter, set } = useListCollection<Option>({
    initialItems: options,
    filter: (text, query) => !query || text.toLowerCase().includes(query.toLowerCase()),
  });
  useEffect(() => set(options), [options, set]);
  return (
    <ArkEnvironment>
      <ArkCombobox.Root
        collection={collection}
        value={value ? [value] : []}
        {...(inputValue !== undefined ? { inputValue } : {})}
        onValueChange={(d) => onValueChange(d.value[0] ?? null)}
        // Rendered at once (flushSync), the typed text included: otherwise Zag's effect that writes the text
        // into the input runs from the render before, after the browser has added the next key, and puts the
        // older text back: a fast typist on a slow machine lost letters ("Rossi" became "Rosi").
        onInputValueChange={(d) =>
          flushSync(() => {
            if (onSearch) return onSearch(d.inputValue);
            filter(d.inputValue);
            if (!d.inputValue) set(options);
            else set(options.filter((o) => matches(o, d.inputValue)));
          })
        }
        disabled={disabled}
        invalid={!!errorText}
        openOnClick
        {...(clearOnSelect ? { selectionBehavior: 'clear' as const } : {})}
        positioning={{ sameWidth: true }}
        // Zag's own names are English ("Toggle suggestions"): the page's language instead (WCAG 3.1.2).
        translations={{ triggerLabel: t('common.toggleSuggestions') }}
        className={cx(fieldRoot, className)}
      >
        <ArkCombobox.Label className={fieldLabel}>{label}</ArkCombobox.Label>
        <ArkCombobox.Control className={css({ position: 'relative' })}>
          <ComboboxInput
            ref={inputRef}
            placeholder={placeholder}
            aria-describedby={errorText ? errorId : undefined}
            className={cx(inputStyle, css({ pe: '9' }))}
          />
          <ArkCombobox.Trigger
            className={css({
              position: 'absolute',
              insetInlineEnd: '1',
              top: '50%',
              transform: 'translateY(-50%)',
              // A 28 px target around the 16 px icon (WCAG 2.5.8).
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '7',
              h: '7',
              borderRadius: 'l1',
              color: 'fg.muted',
              _hover: { _enabled: { bg: 'bg.subtle', color: 'fg.default' } },
              _disabled: { cursor: 'not-allowed' },
            })}
          >
            {/* The selects' chevron, drawn as theirs (design round 12: an up/down caret beside them read as another kind of field). */}
            <span className={chevron} aria-hidden="true" data-part="chevron" />
          </ArkCombobox.Trigger>
        </ArkCombobox.Control>
        {errorText && (
          <p id={errorId} className={fieldError} data-part="error-text">
            {errorText}
          </p>
        )}
        <Portal>
          <ArkCombobox.Positioner>
            <ArkCombobox.Content className={floatingPanel}>
              {collection.items.length === 0 && emptyText && (
                <div className={css({ px: '2.5', py: '2', color: 'fg.muted', fontSize: '13px' })}>{emptyText}</div>
              )}
              {collection.items.map((o) => (
                <ArkCombobox.Item key={o.value} item={o} className={floatingItem}>
                  {o.icon}
                  <span className={css({ flex: '1', display: 'flex', flexDirection: 'column' })}>
                    <ArkCombobox.ItemText>{o.label}</ArkCombobox.ItemText>
                    {o.description && <span className={css({ fontSize: '12px', color: 'fg.muted' })}>{o.description}</span>}
                  </span>
                  {o.badge && (
                    <Badge tone="warning" className={css({ flexShrink: 0 })}>
                      {o.badge}
                    </Badge>
                  )}
                  <ArkCombobox.ItemIndicator>
                    <CheckIcon />
                  </ArkCombobox.ItemIndicator>
                </ArkCombobox.Item>
              ))}
            </ArkCombobox.Content>
          </ArkCombobox.Positioner>
        </Portal>
      </ArkCombobox.Root>
    </ArkEnvironment>
  );
}
