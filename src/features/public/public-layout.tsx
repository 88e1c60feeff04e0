import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Link } from '../../connected/link.js';
import { useSession } from '../../state/use-session.js';
import { DEVELOPER_STUDIO, Logo } from '../../ui/logo.js';
import { PublicLanguageSwitch } from '../../connected/language-switch.js';

const shell = css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas', color: 'fg.default' });
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  flexWrap: 'wrap',
  px: { base: '4', md: '8' },
  py: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
const brand = css({ display: 'inline-flex', alignItems: 'center', gap: '2.5', fontWeight: 'semibold', fontSize: 'lg' });
const main = css({ flex: '1', width: '100%', maxWidth: '3xl', mx: 'auto', px: { base: '4', md: '8' }, py: '8' });
const footer = css({ px: '8', py: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' });
// The header's links stand on their own (not in a sentence): 24 px tall targets (WCAG 2.5.8).
const nav = css({
  display: 'flex',
  gap: '4',
  alignItems: 'center',
  flexWrap: 'wrap',
  '& a': { color: 'accent.text', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '6' },
});

export interface PublicLayoutProps {
  children: ReactNode;
  /** Shows the IT/EN switch in the header (every public page by default: public visitors have no settings screen). */
  languageSwitch?: boolean;
}

/** Frame of the public pages: no session, no sidebar. */
export function PublicLayout({ children, languageSwitch = true }: PublicLayoutProps) {
  const t = useT();
  const { isAuthenticated } = useSession();
  return (
    <div className={shell}>
      <header className={header}>
        {/* The page's one brand block: the logo with the product's name (the footer credits the developer). */}
        <span className={brand} data-part="brand">
          <Logo size={28} />
          {t('public.common.brand')}
        </span>
        <div className={nav}>
          {languageSwitch && <PublicLanguageSwitch />}
          {isAuthenticated ? (
            <Link to="/home">{t('public.common.backToApp')}</Link>
          ) : (
            <Link to="/login">{t('public.common.backToLogin')}</Link>
          )}
        </div>
      </header>
      <main className={main}>{children}</main>
      <footer className={footer}>{t('shell.credit', { studio: DEVELOPER_STUDIO })}</footer>
    </div>
  );
}
