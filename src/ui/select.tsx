import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection, useSelectContext } from '@ark-ui/react/select';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { CheckIcon, ChevronsUpDownIcon } from './icons.js';
import { TYPEAHEAD_RESET_MS } from './menu.js';
import { floatingItem, floatingPanel } from './popover-styles.js';
import { tabOut } from './tab-out.js';
import { fieldLabel, fieldRoot, inputStyle } from './text-field.js';

export interface Option {
  value: string;
  label: string;
  /** Secondary text (combobox) or a leading visual (e.g. a flag). */
  description?: string;
  icon?: ReactNode;
  /** A short status in words after the label (combobox), e.g. 'disabled'. */
  badge?: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: Option[];
  value: string | null;
  onValueChange(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The options as Ark's collection, with the type-ahead of the menus (on the closed trigger it selects, in the
 * open listbox it highlights). It matches the start of the label, never the icon (a flag is an image), and
 * keeps letters typed up to 1000 ms apart together (spec section 9; Zag starts over after 350 ms). One
 * letter, or the same letter again, moves to the next option starting with it; a longer prefix keeps the
 * current option while it still matches (Zag's skips it, so "un" and "uni" swapped United States and
 * United Kingdom at every letter).
 */
function optionCollection(options: Option[]) {
  const collection = createListCollection({ items: options });
  collection.search = (key, { state, currentValue }) => {
    const typed = state.keysSoFar + key;
    clearTimeout(state.timer);
    state.keysSoFar = typed;
    state.timer = +setTimeout(() => {
      state.keysSoFar = '';
      state.timer = -1;
    }, TYPEAHEAD_RESET_MS);
    const repeated = [...typed].every((c) => c === typed[0]);
    const query = (repeated ? typed[0]! : typed).toLocaleLowerCase();
    const enabled = options.filter((o) => !o.disabled);
    const at = enabled.findIndex((o) => o.value === currentValue);
    const from = repeated ? at + 1 : Math.max(at, 0);
    const order = [...enabled.slice(from), ...enabled.slice(0, from)];
    return order.find((o) => o.label.toLocaleLowerCase().startsWith(query))?.value ?? null;
  };
  return collection;
}

/** Ark's select content with Tab and Shift+Tab: the listbox closes and focus moves on from the trigger, like a native select (see `tabOut`). */
function SelectContent(props: ComponentProps<typeof ArkSelect.Content>) {
  const select = useSelectContext();
  return <ArkSelect.Content {...props} onKeyDownCapture={(e) => tabOut(e, { close: () => select.setOpen(false), refocusesLater: true })} />;
}

export function Select({ label, options, value, onValueChange, placeholder, disabled, className }: SelectProps) {
  const collection = useMemo(() => optionCollection(options), [options]);
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(d) => d.value[0] !== undefined && onValueChange(d.value[0])}
      disabled={disabled}
      positioning={{ sameWidth: true }}
      // The options exist only while the list is open: a closed select is its label and trigger.
      lazyMount
      unmountOnExit
      className={cx(fieldRoot, className)}
    >
      <ArkSelect.Label className={fieldLabel}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={cx(inputStyle, css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', textAlign: 'start' }))}>
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minW: '0' })}>
            {options.find((o) => o.value === value)?.icon}
            <ArkSelect.ValueText placeholder={placeholder} className={css({ truncate: true })} />
          </span>
          <ChevronsUpDownIcon />
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
          <SelectContent className={floatingPanel}>
            {options.map((o) => (
              <ArkSelect.Item key={o.value} item={o} className={floatingItem}>
                {o.icon}
                <ArkSelect.ItemText className={css({ flex: '1' })}>{o.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>
                  <CheckIcon />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </SelectContent>
        </ArkSelect.Positioner>
      </Portal>
    </ArkSelect.Root>
  );
}
