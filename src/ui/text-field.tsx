import {
  forwardRef,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { cx } from './cx.js';

/**
 * The one field rhythm of every form (design round 13): label, 6 px, field, 6 px, its error, 6 px, its help (kept
 * under the error), all inside the field's root (`fieldRoot`); then 20 px to the next field's label (`formStack`,
 * the container of a form's fields). An error grows its field downwards and keeps those 20 px above the next label.
 */
export const fieldRoot = css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' });
/** The fields of a form, one under another, 20 px from the last line of a field to the next label. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
export const fieldLabel = css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.default' });
export const fieldHelper = css({ fontSize: '12px', color: 'fg.muted' });
export const fieldError = css({ fontSize: '12px', color: 'danger.text' });
export const inputStyle = css({
  h: '9',
  w: 'full',
  px: '3',
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.control',
  borderRadius: 'l2',
  fontSize: '14px',
  outline: 'none',
  transition: 'border-color 120ms',
  _placeholder: { color: 'fg.subtle' },
  // Focus: a solid 2 px ring 1 px off the border, in the accent (in red on an invalid field, whose border is red
  // already): 3:1 against what surrounds the field in every look, so a focused field, valid or not, differs by 3:1
  // from the same field unfocused (WCAG 1.4.11, 2.4.7; tests/a11y/state-contrast.test.ts). A 25% tint did not.
  _focusVisible: {
    borderColor: 'accent.default',
    outline: '2px solid',
    outlineColor: 'accent.default',
    outlineOffset: '1px',
  },
  _invalid: {
    borderColor: 'danger.default',
    _focusVisible: { borderColor: 'danger.default', outlineColor: 'danger.default' },
  },
  // Dashed as well as dimmed: in dark mode the subtle background alone hardly differs from an enabled field
  // (round 7), and a dashed edge stays visible in forced colours.
  _disabled: { opacity: 0.7, cursor: 'not-allowed', bg: 'bg.subtle', borderStyle: 'dashed' },
  // Not `_readOnly`: :read-only also matches a button (the select's trigger), which turned every select grey.
  '&:is([readonly], [aria-readonly=true])': { bg: 'bg.subtle' },
});

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown under the field in red; marks the input aria-invalid. */
  errorText?: ReactNode;
  /** Extra content inside the field box (e.g. a toggle button). */
  endAdornment?: ReactNode;
  /** The label for assistive technology only (a phone's search in a toolbar's row, its placeholder says it). */
  hideLabel?: boolean;
}

export const requiredMark = css({ fontWeight: 'normal', color: 'fg.muted' });
const srOnly = css({ srOnly: true });

/** Whether `el` has the focus (in its own document or shadow root). */
const focused = (el: HTMLElement) => (el.getRootNode() as Document | ShadowRoot).activeElement === el;

/** A ref that sets both `a` (the caller's) and `b` (the field's own). */
function useBothRefs<T>(a: Ref<T> | undefined, b: { current: T | null }) {
  return useCallback(
    (el: T | null) => {
      b.current = el;
      if (typeof a === 'function') a(el);
      else if (a) (a as { current: T | null }).current = el;
    },
    [a, b],
  );
}

/**
 * When an error that appeared while the field was being typed in should be said (WCAG 4.1.3): a screen reader reads
 * a field's description (its error) when the field gets the focus, not when the text appears under it. The form's
 * own errors are said by the form (the focus moved to the field, or an alert for the field that has it,
 * `connected/field-errors.ts`); an error that came with the typing (an invalid code, passwords that differ) is said
 * once the user leaves the field, through the field's polite live region (present from the start, so its change is
 * heard), with the field's name. Answers whether the region speaks, and the focus and blur handlers that drive it.
 */
function useErrorAnnouncer(input: { current: HTMLInputElement | null }, errorText: ReactNode) {
  const text = typeof errorText === 'string' ? errorText : errorText ? String(errorText) : '';
  const [saying, setSaying] = useState(false);
  /** The error the user has heard for this field: read with it on focus, said by the form, or by the region. */
  const heard = useRef('');
  /** The input's value as of the last render: whether the render that changed the error also changed the value. */
  const lastValue = useRef<string | null>(null);
  useLayoutEffect(() => {
    setSaying(false);
    const el = input.current;
    const typed = !!el && lastValue.current !== null && el.value !== lastValue.current;
    if (!text) heard.current = '';
    // Appeared while the field has the focus and nothing was typed (Enter, a server's answer): the form says it.
    else if (el && focused(el) && !typed) heard.current = text;
  }, [input, text]);
  useLayoutEffect(() => {
    lastValue.current = input.current ? input.current.value : null;
  });
  const onFocus = () => {
    heard.current = text;
    setSaying(false);
  };
  const onBlur = () => {
    if (!text || text === heard.current) return;
    heard.current = text;
    setSaying(true);
  };
  return { saying, onFocus, onBlur };
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, helperText, errorText, endAdornment, hideLabel, id, className, required, onFocus, onBlur, ...rest },
  ref,
) {
  const t = useT();
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const errorId = errorText ? `${inputId}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  const input = useRef<HTMLInputElement | null>(null);
  const setRef = useBothRefs(ref, input);
  const announcer = useErrorAnnouncer(input, errorText);
  return (
    <div className={cx(fieldRoot, className)}>
      <label htmlFor={inputId} className={hideLabel ? srOnly : fieldLabel}>
        {label}
        {/* Seen, and heard as the field's own state (aria-required): not read twice as part of its name. */}
        {required && (
          <span data-part="required-mark" aria-hidden="true" className={requiredMark}>
            {' '}
            {t('common.required')}
          </span>
        )}
      </label>
      <div className={css({ position: 'relative', display: 'flex', alignItems: 'center' })}>
        <input
          ref={setRef}
          id={inputId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputStyle, endAdornment ? css({ pe: '10' }) : undefined)}
          onFocus={(e) => {
            announcer.onFocus();
            onFocus?.(e);
          }}
          onBlur={(e) => {
            announcer.onBlur();
            onBlur?.(e);
          }}
          {...rest}
        />
        {endAdornment && <div className={css({ position: 'absolute', insetInlineEnd: '1' })}>{endAdornment}</div>}
      </div>
      <span role="status" data-part="field-announcer" className={srOnly}>
        {announcer.saying && errorText ? (
          <>
            {label}: {errorText}
          </>
        ) : null}
      </span>
      {errorText && (
        <p id={errorId} className={fieldError}>
          {errorText}
        </p>
      )}
      {helperText && (
        <p id={helperId} className={fieldHelper}>
          {helperText}
        </p>
      )}
    </div>
  );
});
