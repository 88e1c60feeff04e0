import { useId } from 'react';
import { css } from 'styled-system/css';
import { TOKEN_SCOPES, type TokenScope } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { checkboxStyle } from '../../ui/checkbox.js';
import { fieldError, fieldLabel } from '../../ui/text-field.js';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' });
const option = css({ display: 'flex', gap: '2', alignItems: 'flex-start', cursor: 'pointer', '& input': { mt: '0.5' } });
const code = css({ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '13px', fontWeight: 'medium' });
const line = css({ display: 'block', fontSize: '13px', color: 'fg.muted' });

interface Props {
  value: TokenScope[];
  onChange(scopes: TokenScope[]): void;
  errorText?: string | undefined;
  /** The first checkbox: it gets the focus when the scopes are in error. */
  firstRef(el: HTMLElement | null): void;
}

/** The scopes of a new token: a checkbox each, with what it allows in one line. */
export function ScopeFields({ value, onChange, errorText, firstRef }: Props) {
  const t = useT();
  const errorId = useId();
  const toggle = (s: TokenScope, on: boolean) =>
    onChange(on ? TOKEN_SCOPES.filter((x) => x === s || value.includes(x)) : value.filter((x) => x !== s));
  return (
    <fieldset
      aria-describedby={errorText ? errorId : undefined}
      data-part="token-scopes"
      className={css({ border: 'none', p: '0', m: '0' })}
    >
      <legend className={fieldLabel}>{t('profile.tokens.form.scopes')}</legend>
      <div className={list}>
        {TOKEN_SCOPES.map((s, i) => (
          <label key={s} className={option}>
            <input
              type="checkbox"
              className={checkboxStyle}
              ref={i === 0 ? firstRef : undefined}
              checked={value.includes(s)}
              onChange={(e) => toggle(s, e.currentTarget.checked)}
              aria-invalid={errorText ? true : undefined}
              value={s}
            />
            <span>
              <span className={code}>{s}</span>
              <span className={line}>{t(`profile.tokens.scope.${s.replace(':', '_')}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {errorText && (
        <p id={errorId} className={css({ mt: '2' })} data-part="field-error">
          <span className={fieldError}>{errorText}</span>
        </p>
      )}
    </fieldset>
  );
}
