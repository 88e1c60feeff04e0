import { lazy, useMemo, useRef, type ComponentType } from 'react';
import { LoginScreen } from '../features/auth/login-screen.js';
import { DashboardScreen } from '../features/dashboard/dashboard-screen.js';
import { NAMESPACES, addParts, languageAtom, loadNamespaces, type Namespace } from '../i18n/index.js';
import { routeTable, screenTexts } from '../screens/derive.js';
import { SCREENS } from '../screens/manifest.js';
import { PAGES } from '../screens/pages.js';
import type { ScreenSpec } from '../screens/types.js';
import { store } from '../state/store.js';
import { detailIdOf, type DetailRoute } from '../connected/use-detail-route.js';
import { useRoute } from './router.js';

// Sign-in and the dashboard are the first screens of most visits: they ship with <admin-app>.
// Every other screen is its own chunk (its spec's `load()`), fetched on first visit (the router wraps screens in
// Suspense), with the dictionary namespaces it shows in the page's language (the frame's and the dashboard's come
// with the element: src/screens/manifest.ts): the screen renders once both are here, so no key ever shows.
const EAGER: Readonly<Record<string, ComponentType>> = { login: LoginScreen, dashboard: DashboardScreen };
const lazyScreen = (spec: ScreenSpec) =>
  lazy(() =>
    Promise.all([
      spec.load(),
      loadNamespaces(store.get(languageAtom), (spec.namespaces === 'all' ? NAMESPACES : spec.namespaces) as Namespace[]),
    ]).then(([component]) => ({
      default: component as ComponentType<{ detail?: DetailRoute }>,
    })),
  );

/**
 * A list whose items open in a drawer at `<list>/:id` (issue 16): one component for both routes, so opening and
 * closing an item keeps the list as it is (its state, scroll and focus). An item opened from the list is a new
 * history entry that closing goes back from; one reached by its URL closes to the list's URL in place.
 */
function withDetail(list: string, Screen: ComponentType<{ detail?: DetailRoute }>): ComponentType {
  return function ListWithDetail() {
    const { path, search, navigate } = useRoute();
    const id = path.startsWith(`${list}/`) ? detailIdOf(path.slice(list.length + 1)) : null;
    /** The item this screen opened with a new entry. */
    const pushed = useRef<number | null>(null);
    const detail = useMemo<DetailRoute>(
      () => ({
        id,
        // The page's own URL (with <admin-app>'s base) for the new tab of a middle click.
        href: (n) =>
          `${location.pathname.endsWith(path) ? location.pathname.slice(0, location.pathname.length - path.length) : ''}${list}/${n}${search}`,
        open: (n) => {
          pushed.current = n;
          navigate(`${list}/${n}${search}`);
        },
        close: () => {
          if (id === null) return;
          if (pushed.current === id) {
            pushed.current = null;
            history.back();
          } else navigate(`${list}${search}`, { replace: true });
        },
      }),
      [id, path, search, navigate],
    );
    return <Screen detail={detail} />;
  };
}
export interface RouteDef {
  path: string;
  component: ComponentType;
  /** IamGOD required; rendered inside the sidebar layout. */
  protected?: boolean;
  /** The session check is skipped on this path (spec section 2). */
  skipSession?: boolean;
  /** Role names allowed (supported by the guard, unused by the spec). */
  roles?: string[];
  /** Key under `shell.titles` of the document title. */
  title: string;
}

/** Each spec's component once, for all its routes (a list and its `:id` are one screen). */
function componentOf(spec: ScreenSpec, list: string | undefined): ComponentType {
  const Screen = EAGER[spec.id] ?? lazyScreen(spec);
  return list ? withDetail(list, Screen as ComponentType<{ detail?: DetailRoute }>) : (Screen as ComponentType);
}

// The pages only the standalone back-office shows (activation, reset, /unauthorized, the public pages) and their
// texts are reached from here alone (src/screens/pages.ts): a portal embedding panels never bundles them.
addParts(screenTexts(PAGES));

/** The route table of spec section 2, from the screens' and the pages' specs. */
export const routes: RouteDef[] = (() => {
  const components = new Map<ScreenSpec, ComponentType>();
  return routeTable([...SCREENS, ...PAGES]).map(({ screen, list, roles, ...route }) => {
    let component = components.get(screen);
    if (!component) components.set(screen, (component = componentOf(screen, list)));
    return { ...route, ...(roles ? { roles: [...roles] } : {}), component };
  });
})();

export const FALLBACK_PATH = '/home';

/** Whether `path` is the route's: the same path, or for `<list>/:id` the list's path and an item id. */
const matches = (route: string, path: string) =>
  route === path || (route.endsWith('/:id') && path.startsWith(route.slice(0, -3)) && detailIdOf(path.slice(route.length - 3)) !== null);

export const matchRoute = (path: string): RouteDef | undefined => {
  const clean = path.replace(/\/+$/, '') || '/';
  return routes.find((r) => matches(r.path, clean));
};
