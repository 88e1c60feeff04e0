import { lazy, useMemo, useRef, type ComponentType } from 'react';
import { LoginScreen } from '../features/auth/login-screen.js';
import { DashboardScreen } from '../features/dashboard/dashboard-screen.js';
import { languageAtom, loadNamespaces, type Namespace } from '../i18n/index.js';
import { store } from '../state/store.js';
import { detailIdOf, type DetailRoute } from '../hooks/use-detail-route.js';
import { useRoute } from './router.js';

// Sign-in and the dashboard are the first screens of most visits: they ship with <admin-app>.
// Every other screen is its own chunk, fetched on first visit (the router wraps screens in Suspense), with
// the dictionary namespaces it shows in the page's language (the frame's and the dashboard's come with the
// element: src/elements/tags.ts): the screen renders once both are here, so no key ever shows.
const screen = <P extends object = object>(load: () => Promise<ComponentType<P>>, namespaces: Namespace[]) =>
  lazy(() => Promise.all([load(), loadNamespaces(store.get(languageAtom), namespaces)]).then(([component]) => ({ default: component })));
const EnableMemberScreen = screen(() => import('../features/account/enable-member-screen.js').then((m) => m.EnableMemberScreen), ['account']);
const ResetPasswordScreen = screen(() => import('../features/account/reset-password-screen.js').then((m) => m.ResetPasswordScreen), ['account']);
const UnauthorizedScreen = screen(() => import('../features/auth/unauthorized-screen.js').then((m) => m.UnauthorizedScreen), []);
const MarketingPage = screen(() => import('../features/public/marketing-page.js').then((m) => m.MarketingPage), ['public']);
const PrivacyPolicyPage = screen(() => import('../features/public/privacy-policy-page.js').then((m) => m.PrivacyPolicyPage), ['public']);
const SupportPage = screen(() => import('../features/public/support-page.js').then((m) => m.SupportPage), ['public']);
const ProfileScreen = screen(() => import('../features/profile/profile-screen.js').then((m) => m.ProfileScreen), ['profile', 'account']);
const SettingsScreen = screen(() => import('../features/settings/settings-screen.js').then((m) => m.SettingsScreen), ['settings', 'profile', 'account']);
const CustomersScreen = screen<{ detail?: DetailRoute }>(() => import('../features/customers/customers-screen.js').then((m) => m.CustomersScreen), ['customers']);
const BusinessScreen = screen<{ detail?: DetailRoute }>(() => import('../features/business/business-screen.js').then((m) => m.BusinessScreen), ['business']);
const ProductsScreen = screen(() => import('../features/products/products-screen.js').then((m) => m.ProductsScreen), ['products']);
const CategoriesScreen = screen(() => import('../features/categories/categories-screen.js').then((m) => m.CategoriesScreen), ['categories']);
const ActivityScreen = screen(() => import('../features/activity/activity-screen.js').then((m) => m.ActivityScreen), ['activity', 'categories', 'products']);
const NotificationsScreen = screen(() => import('../features/notifications/notifications-screen.js').then((m) => m.NotificationsScreen), ['notifications']);

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
        href: (n) => `${location.pathname.endsWith(path) ? location.pathname.slice(0, location.pathname.length - path.length) : ''}${list}/${n}${search}`,
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
const CustomersRoute = withDetail('/customers', CustomersScreen);
const BusinessRoute = withDetail('/business', BusinessScreen);

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

// The route table of spec section 2. Adding a screen is one line.
export const routes: RouteDef[] = [
  { path: '/login', component: LoginScreen, title: 'login', skipSession: true },
  { path: '/enable-member', component: EnableMemberScreen, title: 'enableMember', skipSession: true },
  { path: '/reset-password', component: ResetPasswordScreen, title: 'resetPassword', skipSession: true },
  { path: '/unauthorized', component: UnauthorizedScreen, title: 'unauthorized', skipSession: true },
  { path: '/home', component: DashboardScreen, title: 'home', protected: true },
  { path: '/profile', component: ProfileScreen, title: 'profile', protected: true },
  { path: '/settings', component: SettingsScreen, title: 'settings', protected: true },
  { path: '/categories', component: CategoriesScreen, title: 'categories', protected: true },
  { path: '/customers', component: CustomersRoute, title: 'customers', protected: true },
  { path: '/customers/:id', component: CustomersRoute, title: 'customers', protected: true },
  { path: '/products', component: ProductsScreen, title: 'products', protected: true },
  { path: '/notifications', component: NotificationsScreen, title: 'notifications', protected: true },
  { path: '/activity', component: ActivityScreen, title: 'activity', protected: true },
  { path: '/business', component: BusinessRoute, title: 'business', protected: true },
  { path: '/business/:id', component: BusinessRoute, title: 'business', protected: true },
  { path: '/privacy-policy', component: PrivacyPolicyPage, title: 'privacyPolicy' },
  { path: '/support', component: SupportPage, title: 'support' },
  { path: '/marketing', component: MarketingPage, title: 'marketing' },
];

export const FALLBACK_PATH = '/home';

/** Whether `path` is the route's: the same path, or for `<list>/:id` the list's path and an item id. */
const matches = (route: string, path: string) =>
  route === path || (route.endsWith('/:id') && path.startsWith(route.slice(0, -3)) && detailIdOf(path.slice(route.length - 3)) !== null);

export const matchRoute = (path: string): RouteDef | undefined => {
  const clean = path.replace(/\/+$/, '') || '/';
  return routes.find((r) => matches(r.path, clean));
};
