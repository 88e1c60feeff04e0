import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../ui/cx.js';
import { useT } from '../i18n/index.js';
import { Button } from '../ui/button.js';
import { SidebarIcon } from '../ui/icons.js';
import { Footer } from './footer.js';
import { useRoute } from './router.js';
import { SearchButton } from './search-button.js';
import { MOBILE_QUERY, sidebarMobileOpenAtom, sidebarOpenAtom, writeSidebarCookie } from './sidebar-state.js';
import { Sidebar } from './sidebar.js';

function useIsMobile(): boolean {
  const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(MOBILE_QUERY) : null);
  const [mobile, setMobile] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const mq = query();
    if (!mq) return;
    const on = () => setMobile(mq.matches);
    mq.addEventListener?.('change', on);
    return () => mq.removeEventListener?.('change', on);
  }, []);
  return mobile;
}

const skipLink = css({
  position: 'fixed',
  top: '2',
  insetInlineStart: '2',
  zIndex: 60,
  px: '3',
  py: '2',
  borderRadius: 'l2',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'card',
  fontWeight: 'medium',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'none' },
});
const layout = css({ display: 'flex', minH: '100dvh', bg: 'bg.canvas' });
const panel = css({
  position: 'sticky',
  top: '0',
  h: '100dvh',
  flexShrink: 0,
  p: '2',
  transition: 'width 180ms ease',
  w: '16rem',
  '&[data-state=collapsed]': { w: 'calc(3rem + 1rem)' },
});
const floating = css({
  h: 'full',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'card',
  overflow: 'hidden',
});
const mobilePanel = css({
  position: 'fixed',
  insetBlock: '0',
  insetInlineStart: '0',
  w: '18rem',
  p: '2',
  zIndex: 40,
  transform: 'translateX(-105%)',
  transition: 'transform 200ms ease',
  '&[data-state=open]': { transform: 'none' },
});

/** Floating sidebar (16rem, 3rem collapsed), off-canvas slide-over (18rem) below 768 px; Ctrl/Cmd+B toggles. */
export function SidebarLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  const t = useT();
  const mobile = useIsMobile();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [mobileOpen, setMobileOpen] = useAtom(sidebarMobileOpenAtom);
  const toggle = useCallback(() => {
    if (mobile) setMobileOpen((o) => !o);
    else
      setOpen((o) => {
        writeSidebarCookie(!o);
        return !o;
      });
  }, [mobile, setOpen, setMobileOpen]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  useEffect(() => {
    if (!mobile) setMobileOpen(false);
  }, [mobile, setMobileOpen]);

  // The off-canvas sidebar is a modal panel: opening it moves focus into it, the page behind is inert
  // (Tab cannot reach controls it covers), Escape or a choice closes it and focus returns to the toggle.
  const asideRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // A new page (a link, the user menu's Profile or Settings, the palette) closes the slide-over; the focus then
  // goes to the new page's heading (admin-app.tsx), not back to the toggle.
  const { path } = useRoute();
  const closedByRoute = useRef(false);
  useEffect(() => {
    setMobileOpen((o) => {
      if (o) closedByRoute.current = true;
      return false;
    });
  }, [path, setMobileOpen]);
  useEffect(() => {
    if (mobileOpen) asideRef.current?.querySelector<HTMLElement>('a[aria-current=page], a, button')?.focus();
    else if (wasOpen.current && !closedByRoute.current) toggleRef.current?.focus();
    closedByRoute.current = false;
    wasOpen.current = mobileOpen;
  }, [mobileOpen]);

  return (
    <div className={layout} data-part="layout">
      <a
        inert={mobile && mobileOpen}
        href="#main"
        className={skipLink}
        data-part="skip-link"
        onClick={(e) => {
          // The target lives in a shadow root, where a fragment link cannot reach: move focus by hand.
          e.preventDefault();
          const main = e.currentTarget.parentElement?.querySelector<HTMLElement>('main');
          const heading = main?.querySelector<HTMLElement>('[data-page-title]');
          (heading ?? main)?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      {mobile ? (
        <>
          {mobileOpen && (
            <div
              aria-hidden="true"
              className={css({ position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 39 })}
              onClick={() => setMobileOpen(false)}
            />
          )}
          <aside
            ref={asideRef}
            className={mobilePanel}
            data-state={mobileOpen ? 'open' : 'closed'}
            data-part="sidebar"
            inert={!mobileOpen}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && !e.defaultPrevented) {
                e.preventDefault();
                setMobileOpen(false);
              }
            }}
          >
            <div className={floating}>
              <Sidebar collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </div>
          </aside>
        </>
      ) : (
        <aside className={panel} data-state={open ? 'expanded' : 'collapsed'} data-part="sidebar">
          <div className={floating}>
            <Sidebar collapsed={!open} />
          </div>
        </aside>
      )}
      <div className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column' })} inert={mobile && mobileOpen}>
        <header className={css({ display: 'flex', alignItems: 'center', gap: '2', h: '14', px: { base: '3', md: '6' } })}>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-label={t('shell.toggleSidebar')}
            aria-expanded={mobile ? mobileOpen : open}
            onClick={toggle}
            data-part="sidebar-toggle"
          >
            <SidebarIcon size={18} />
          </Button>
          {mobile && <SearchButton place="header" />}
        </header>
        <main
          id="main"
          tabIndex={-1}
          className={cx(css({ flex: 1, px: { base: '4', md: '8' }, pb: '8', w: 'full', outline: 'none', maxW: '80rem', mx: 'auto' }))}
        >
          {children}
        </main>
        {footer && <Footer />}
      </div>
    </div>
  );
}
