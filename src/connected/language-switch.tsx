import { css } from 'styled-system/css';
import { useLang, useT } from '../i18n/index.js';

const group = css({ display: 'inline-flex', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', overflow: 'hidden' });
const btn = css({
  px: '3',
  py: '1',
  fontSize: 'sm',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'fg.default',
  '&[aria-pressed=true]': { bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
});

const LANGS = [
  { code: 'it', short: 'IT', label: 'public.common.italian' },
  { code: 'en', short: 'EN', label: 'public.common.english' },
] as const;

/** IT/EN switch of the public pages and the sign-in page; setLang stores preferredLanguage (localStorage + cookie). */
export function PublicLanguageSwitch() {
  const t = useT();
  const [, setLang, chosen] = useLang();
  return (
    <div role="group" aria-label={t('public.common.languageSwitch')} className={group}>
      {LANGS.map((l) => (
        <button
          key={l.code}
          type="button"
          lang={l.code}
          aria-pressed={chosen === l.code}
          aria-label={`${l.short} – ${t(l.label)}`}
          className={btn}
          onClick={() => setLang(l.code)}
        >
          {l.short}
        </button>
      ))}
    </div>
  );
}
