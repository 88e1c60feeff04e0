import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { DEVELOPER_STUDIO, Logo } from '../../ui/logo.js';

const footer = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  pt: '6',
  mt: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
  fontSize: '13px',
});

/** Logo + developer credit. */
export function SettingsFooter() {
  const t = useT();
  return (
    <footer className={footer}>
      <Logo size={28} />
      <span>
        {t('settings.footer.credit')} <strong className={css({ color: 'fg.default' })}>{DEVELOPER_STUDIO}</strong>
      </span>
      <span>
        © {new Date().getFullYear()} {t('settings.footer.rights')}
      </span>
    </footer>
  );
}
