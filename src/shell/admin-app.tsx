import { Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { clearStoredToken } from '../api/browser-token.js';
import { grantsOf, hasIamGod } from '../api/contract/constants.js';
import { useLang, useT } from '../i18n/index.js';
import { ErrorBoundary } from '../ui/error-boundary.js';
import { deepActiveElement } from '../ui/focus.js';
import { HostProvider } from '../state/host.js';
import { SIGN_IN_AND_RETURN } from '../state/session.js';
import { useSession } from '../state/use-session.js';
import { FullScreenSpinner, LoadingState } from '../ui/states.js';
import { CommandPaletteHost } from './command-palette-host.js';
import { usePageGutter, usePageMode } from './page-document.js';
import { RouterProvider, useHistoryRouter, type Router } from './router.js';
import { FALLBACK_PATH, matchRoute, type RouteDef } from './routes.js';
import { SidebarLayout } from './sidebar-layout.js';

type Navigate = Router['navigate'];

function Redirect({ to, navigate }: { to: string; navigate: Navigate }) {
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}

function Guard({ route, navigate, children }: { route: RouteDef; navigate: Navigate; children: ReactNode }) {
  const { memberInfo, loading, refresh } = useSession();
  const needsCheck = !route.skipSession;
  useEffect(() => {
    if (needsCheck && loading) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsCheck]);
  if (!route.protected) return <>{children}</>;
  if (loading) return <FullScreenSpinner />;
  if (!memberInfo) return <Redirect to={SIGN_IN_AND_RETURN} navigate={navigate} />;
  if (!hasIamGod(memberInfo)) {
    clearStoredToken();
    return <Redirect to="/unauthorized" navigate={navigate} />;
  }
  if (route.roles?.length && !route.roles.some((r) => grantsOf(memberInfo).includes(r)))
    return <Redirect to="/unauthorized" navigate={navigate} />;
  // Settings carries the spec's logo-and-credit footer itself: the frame's credit line would repeat it.
  return <SidebarLayout footer={route.path !== '/settings'}>{children}</SidebarLayout>;
}

/**
 * After a route change (not the first load), focus moves to the new page's heading once it is rendered
 * (screens are lazy chunks), so Tab, the '/' shortcut and a screen reader start from the content. A field
 * the new page focused itself keeps its focus.
 */
function useFocusOnRouteChange(path: string, root: RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = root.current;
    if (!el) return;
    const tryFocus = () => {
      const active = deepActiveElement();
      if (active && el.contains(active) && active.matches('input, textarea, select, [role=dialog] *')) return true;
      // The previous screen can still be in the tree, hidden by Suspense while the next chunk loads: only a shown heading counts.
      const heading = [...el.querySelectorAll<HTMLElement>('[data-page-title], h1')].find(
        (h) => h.checkVisibility?.() ?? h.offsetParent !== null,
      );
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return (heading.getRootNode() as Document | ShadowRoot).activeElement === heading;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
    observer.observe(el, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [path, root]);
}

/** The standalone back-office: History API routing under `base`, guards, sidebar layout, document titles, command palette (Ctrl+K). */
export function AdminApp({ base }: { base?: string }) {
  const t = useT();
  const router = useHistoryRouter(base);
  const route = matchRoute(router.path);
  const rootRef = useRef<HTMLDivElement>(null);
  const { path, search } = router;
  // Sent to sign-in from a protected page (no session, or it expired): /login?next=<that page>, so
  // sign-in returns there. A sign-out goes to plain /login.
  const navigate = useCallback<Navigate>(
    (to, options) => {
      if (to === SIGN_IN_AND_RETURN)
        router.navigate(matchRoute(path)?.protected ? `/login?next=${encodeURIComponent(path + search)}` : '/login', options);
      else router.navigate(to, options);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path, search, router.navigate],
  );
  const routed = useMemo(() => ({ ...router, navigate }), [router, navigate]);
  useFocusOnRouteChange(router.path, rootRef);
  const [lang] = useLang();
  // The standalone back-office owns its page: the document's language follows the interface (WCAG 3.1.1).
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  usePageGutter();
  usePageMode();
  const title = route ? t(`shell.titles.${route.title}`) : '';
  useEffect(() => {
    if (title) document.title = `${title} · ${t('shell.appName')}`;
  }, [title, t]);
  if (!route) return <Redirect to={FALLBACK_PATH} navigate={router.navigate} />;
  const Screen = route.component;
  return (
    <RouterProvider router={routed}>
      <HostProvider navigate={navigate}>
        <div ref={rootRef} style={{ display: 'contents' }}>
          <ErrorBoundary resetKey={router.path}>
            <Guard route={route} navigate={navigate}>
              <Suspense fallback={<LoadingState />}>
                <Screen />
              </Suspense>
            </Guard>
          </ErrorBoundary>
        </div>
        <CommandPaletteHost />
      </HostProvider>
    </RouterProvider>
  );
}
