import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { fieldLabel, inputStyle } from '../../ui/text-field.js';

const warning = css({
  p: '3',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'warning.text',
  bg: 'warning.subtle',
  color: 'warning.text',
  fontWeight: 'medium',
});
const valueRow = css({ display: 'flex', gap: '2', alignItems: 'stretch', flexWrap: 'wrap', mt: '1.5' });
// A line tall enough for the underscores of a bo_ value (a tight line height clipped them at 320 px).
const valueBox = css({
  flex: '1 1 12rem',
  minW: '0',
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  fontSize: '13px',
  lineHeight: '1.7',
  h: 'auto',
  py: '1.5',
});

/** A new token's value, shown this once: the warning, the value (read-only, selectable) and Copy with its status. */
export function TokenValue({ value }: { value: string }) {
  const t = useT();
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('');
  const input = useRef<HTMLInputElement>(null);
  // The form that was there is gone: the focus goes to the value, read with its warning.
  useEffect(() => input.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-part="token-value">
      <p id="profile-token-warning" className={warning}>
        {t('profile.tokens.value.warning')}
      </p>
      <div>
        <label htmlFor="profile-token-value" className={fieldLabel}>
          {t('profile.tokens.value.label')}
        </label>
        <div className={valueRow}>
          <input
            id="profile-token-value"
            ref={input}
            aria-describedby="profile-token-warning"
            readOnly
            value={value}
            className={`${inputStyle} ${valueBox}`}
            onFocus={(e) => e.currentTarget.select()}
            spellCheck={false}
          />
          <Button variant="outline" onClick={() => void copy()} data-part="copy-token">
            {t('profile.tokens.value.copy')}
          </Button>
        </div>
        <p role="status" className={css({ mt: '1.5', fontSize: '13px', minH: '5' })} data-part="copy-status">
          {status === 'copied' ? t('profile.tokens.value.copied') : status === 'failed' ? t('profile.tokens.value.copyFailed') : ''}
        </p>
      </div>
    </div>
  );
}
