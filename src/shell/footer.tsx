import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';

import { DEVELOPER_STUDIO } from '../ui/logo.js';

export function Footer() {
  const t = useT();
  return (
    <footer className={css({ px: { base: '4', md: '8' }, py: '4', fontSize: '12px', color: 'fg.muted', textAlign: 'center' })}>
      {t('shell.credit', { studio: DEVELOPER_STUDIO })}
    </footer>
  );
}
