import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';

const footer = css({
  display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', pt: '6', mt: '2',
  borderTopWidth: '1px', borderColor: 'border.default', color: 'fg.muted', fontSize: '13px',
});

/** Logo + developer credit. */
export function SettingsFooter() {
  const t = useT();
  return (
    <footer className={footer}>
      <svg role="img" aria-label={t('settings.footer.logoAlt')} width="28" height="28" viewBox="0 0 32 32" className={css({ color: 'accent.default', flexShrink: 0 })}>
        <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
        <path d="M9 23V9h6.5a7 7 0 0 1 0 14Z" fill="none" stroke="white" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <span>
        {t('settings.footer.credit')} <strong className={css({ color: 'fg.default' })}>{t('settings.footer.studio')}</strong>
      </span>
      <span>
        © {new Date().getFullYear()} {t('settings.footer.rights')}
      </span>
    </footer>
  );
}
