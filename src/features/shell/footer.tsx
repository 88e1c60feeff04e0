import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';

/** The web studio credited as developer (spec section 1). */
export const DEVELOPER_STUDIO = 'Officina Web Studio';

export function Footer() {
  const t = useT();
  return (
    <footer className={css({ px: { base: '4', md: '8' }, py: '4', fontSize: '12px', color: 'fg.muted', textAlign: 'center' })}>
      {t('shell.credit', { studio: DEVELOPER_STUDIO })}
    </footer>
  );
}
