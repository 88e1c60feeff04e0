import { forwardRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { EyeIcon, EyeOffIcon } from './icons.js';
import { strengthValue } from './strength.js';
import { TextField, type TextFieldProps } from './text-field.js';

export { strengthValue };

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Shows the strength bar (spec: length × 10, clamped 0..100). */
  withStrength?: boolean;
}

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '7',
  borderRadius: 'l1',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
});

/** The bar's colour by level, the same steps as the words. */
const fill = css({
  h: 'full',
  borderRadius: 'full',
  transition: 'width 160ms',
  bg: 'danger.default',
  '&[data-level=fair]': { bg: 'warning.text' },
  '&[data-level=strong]': { bg: 'success.text' },
});

/** The strength in words: empty, weak (under 40), fair (under 80), strong; the bar's colour follows the same steps. */
export const strengthLevel = (value: number): 'empty' | 'weak' | 'fair' | 'strong' =>
  value <= 0 ? 'empty' : value < 40 ? 'weak' : value < 80 ? 'fair' : 'strong';

export function StrengthMeter({ value, label }: { value: number; label: string }) {
  const t = useT();
  const v = Math.max(0, Math.min(100, Math.round(value)));
  const level = strengthLevel(v);
  // The level in words beside the bar, not by its colour or length alone (WCAG 1.4.1); the meter says it itself.
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        aria-valuetext={t(`common.strengthLevel.${level}`)}
        className={css({ flex: '1', h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          data-part="strength-fill"
          data-level={level}
          className={fill}
          ref={(el) => {
            if (el) el.style.width = `${v}%`;
          }}
        />
      </div>
      <span
        data-part="strength-label"
        aria-hidden="true"
        // Nothing typed: no words ("Strength: empty" read as generated, design round 12); the room stays, so the
        // line does not move as the first character is typed.
        className={css({
          flexShrink: 0,
          fontSize: '12px',
          color: 'fg.muted',
          whiteSpace: 'nowrap',
          '&[data-level=empty]': { visibility: 'hidden' },
        })}
        data-level={level}
      >
        {t('common.strengthLabel', { level: t(`common.strengthLevel.${level}`).toLowerCase() })}
      </span>
    </div>
  );
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { withStrength, value, defaultValue, onChange, ...rest },
  ref,
) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [inner, setInner] = useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : inner;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' })}>
      <TextField
        ref={ref}
        type={shown ? 'text' : 'password'}
        value={value}
        defaultValue={defaultValue}
        onChange={(e) => {
          setInner(e.target.value);
          onChange?.(e);
        }}
        endAdornment={
          <button
            type="button"
            className={toggle}
            aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        }
        {...rest}
      />
      {withStrength && <StrengthMeter value={strengthValue(current)} label={t('common.passwordStrength')} />}
    </div>
  );
});
