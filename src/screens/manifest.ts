/**
 * Every screen of the back-office, one spec each: the element it is published as (tag, props, events), the
 * dictionary namespaces it shows and the one it owns, its routes in `<admin-app>` (detail routes included), its
 * sidebar entry and capability, `load()`, a dynamic import of its implementation, and `first()`, the requests its
 * first render makes as query keys. The tags and their loaders, the single-file build, the React wrappers, the
 * routes, the sidebar, the element docs and typings, the loader's preload map and its early requests are derived
 * from this list (src/screens/derive.ts). Adding a screen: a feature folder, one entry here, its two dictionary
 * files (CONTRIBUTING.md).
 *
 * Nothing is imported here at run time (layers.json): the loader carries this file, so what a screen needs is
 * reached through `load()` only, and `first()` gets what it builds keys with as an argument. The order is the docs' (docs/elements.md, custom-elements.json).
 */
import type { AdminEventName } from '../state/events.js';
import { SEARCH, SHORTCUTS, URL_STATE, statePrefix } from './props.js';
import type { ScreenSpec } from './types.js';

const NAVIGATE = 'admin-navigate' satisfies AdminEventName;
const MEMBER = ['admin-member-enabled', 'admin-member-disabled'] as const satisfies readonly AdminEventName[];
const ADMIN = 'IamGOD';
/** The team owner's right (api/contract/constants.ts `OWNER`; the manifest imports nothing at run time). */
const OWNER = 'owner';

export const SCREENS = [
  {
    id: 'app',
    load: () => import('../shell/admin-app.js').then((m) => m.AdminApp),
    // Its first screen's (the dashboard ships with it) and its menus'; each other screen brings its own.
    namespaces: ['dashboard', 'account', 'profile'],
    element: {
      tag: 'admin-app',
      summary:
        'The standalone back-office: History API router, guards, sidebar layout, and the command palette (Ctrl+K or Cmd+K, and the search button of the sidebar; always on). It owns its page: it sets the document’s `lang`, `data-mode` (the resolved light or dark, for the page’s own background) and title.',
      props: { base: { kind: 'string', type: 'string', default: "'/'", description: 'Path the app is mounted under.' } },
      gate: false,
      // The standalone back-office keeps a sign-in as the spec says (cookie auth_token + localStorage); panels
      // embedded alone keep it in sessionStorage unless the host sets configure({ persist }).
      persist: 'cookie',
    },
  },
  {
    id: 'login',
    load: () => import('../features/auth/login-screen.js').then((m) => m.LoginScreen),
    namespaces: [],
    element: { tag: 'admin-login', summary: 'The sign-in panel.', gate: false, events: ['admin-session-changed', NAVIGATE] },
    routes: [{ path: '/login', title: 'login', skipSession: true }],
  },
  {
    id: 'dashboard',
    load: () => import('../features/dashboard/dashboard-screen.js').then((m) => m.DashboardScreen),
    namespaces: ['dashboard'],
    texts: { namespace: 'dashboard', it: () => import('../i18n/it/dashboard.js'), en: () => import('../i18n/en/dashboard.js') },
    element: {
      tag: 'admin-dashboard',
      summary: 'Greeting, totals, quick stats with trends over a chosen range, recent activity and module tiles.',
      props: { search: SEARCH },
      events: [NAVIGATE],
    },
    routes: [{ path: '/home', title: 'home', protected: true }],
    nav: { label: 'shell.nav.home', icon: 'home', capability: ADMIN, order: 1 },
  },
  {
    id: 'categories',
    load: () => import('../features/categories/categories-screen.js').then((m) => m.CategoriesScreen),
    namespaces: ['categories'],
    texts: { namespace: 'categories', it: () => import('../i18n/it/categories.js'), en: () => import('../i18n/en/categories.js') },
    element: {
      tag: 'admin-categories',
      summary: 'The category column browser (create, rename, delete); the open path is kept in the URL.',
      props: {
        statePrefix: {
          ...statePrefix('cat.'),
          description: 'Prefix of the query parameter that keeps the open column path in the URL (`cat.path=12.45`).',
        },
        urlState: URL_STATE,
        search: SEARCH,
      },
      events: ['admin-category-created', 'admin-category-renamed', 'admin-category-deleted', 'admin-category-restored'],
    },
    routes: [{ path: '/categories', title: 'categories', protected: true }],
    nav: { label: 'shell.nav.categories', icon: 'categories', capability: ADMIN, order: 2 },
  },
  {
    id: 'customers',
    load: () => import('../features/customers/customers-screen.js').then((m) => m.CustomersScreen),
    namespaces: ['customers'],
    texts: { namespace: 'customers', it: () => import('../i18n/it/customers.js'), en: () => import('../i18n/en/customers.js') },
    element: {
      tag: 'admin-customers',
      summary: 'The members list: filters, sort, pagination, enable/disable, bulk, CSV export.',
      props: { statePrefix: statePrefix('c.'), urlState: URL_STATE, shortcuts: SHORTCUTS, search: SEARCH },
      events: [...MEMBER, NAVIGATE],
    },
    routes: [{ path: '/customers', title: 'customers', protected: true, detail: true }],
    nav: { label: 'shell.nav.customers', icon: 'customers', capability: ADMIN, order: 3 },
    // Its page, and beside it the count of company owners while the business toggle is off.
    first: (el, { keys, customerLists }) => customerLists(el).map((filters) => keys.members.list(filters)),
  },
  {
    id: 'business',
    load: () => import('../features/business/business-screen.js').then((m) => m.BusinessScreen),
    namespaces: ['business'],
    texts: { namespace: 'business', it: () => import('../i18n/it/business.js'), en: () => import('../i18n/en/business.js') },
    element: {
      tag: 'admin-business',
      summary: 'The companies list: filters, sort, branches, owner enable/disable, bulk, CSV export.',
      props: { statePrefix: statePrefix('b.'), urlState: URL_STATE, shortcuts: SHORTCUTS, search: SEARCH },
      events: [...MEMBER, NAVIGATE],
    },
    routes: [{ path: '/business', title: 'business', protected: true, detail: true }],
    nav: { label: 'shell.nav.business', icon: 'business', capability: ADMIN, also: ['/products'], order: 5 },
  },
  {
    id: 'products',
    load: () => import('../features/products/products-screen.js').then((m) => m.ProductsScreen),
    namespaces: ['products'],
    texts: { namespace: 'products', it: () => import('../i18n/it/products.js'), en: () => import('../i18n/en/products.js') },
    element: {
      tag: 'admin-products',
      summary: "One company's products: card, search, gallery, delete.",
      props: {
        companyId: {
          kind: 'string',
          type: 'string',
          description: 'The company whose products are listed (nothing is fetched without it).',
        },
        statePrefix: statePrefix('p.'),
        urlState: URL_STATE,
        shortcuts: SHORTCUTS,
        search: SEARCH,
      },
      events: ['admin-product-deleted', 'admin-product-restored', NAVIGATE],
    },
    routes: [{ path: '/products', title: 'products', protected: true }],
  },
  {
    id: 'notifications',
    load: () => import('../features/notifications/notifications-screen.js').then((m) => m.NotificationsScreen),
    namespaces: ['notifications'],
    texts: { namespace: 'notifications', it: () => import('../i18n/it/notifications.js'), en: () => import('../i18n/en/notifications.js') },
    element: {
      tag: 'admin-notifications',
      summary:
        'The bulk notification composer with live phone previews, and the history of sends (tab and page kept in the URL); a sent notification can be reused as a draft.',
      props: {
        statePrefix: {
          ...statePrefix('n.'),
          description: 'Prefix of the query parameters that keep the tab and the history page in the URL (`n.tab=history`).',
        },
        urlState: URL_STATE,
        search: SEARCH,
      },
      events: ['admin-notification-sent'],
    },
    routes: [{ path: '/notifications', title: 'notifications', protected: true }],
    nav: { label: 'shell.nav.notifications', icon: 'notifications', capability: ADMIN, order: 4 },
  },
  {
    id: 'activity',
    load: () => import('../features/activity/activity-screen.js').then((m) => m.ActivityScreen),
    namespaces: ['activity', 'categories', 'products'],
    texts: { namespace: 'activity', it: () => import('../i18n/it/activity.js'), en: () => import('../i18n/en/activity.js') },
    element: {
      tag: 'admin-activity',
      summary:
        "The activity panel, two tabs: the trail (who changed what, newest first, as sentences, each target's label a link; filters kept in the URL; Load more; CSV export) and Recently deleted (`a.view=deleted`: products and categories to restore).",
      props: { statePrefix: statePrefix('a.'), urlState: URL_STATE, search: SEARCH },
      events: ['admin-category-restored', NAVIGATE],
    },
    routes: [{ path: '/activity', title: 'activity', protected: true }],
    nav: { label: 'shell.nav.activity', icon: 'activity', capability: ADMIN, order: 6 },
  },
  {
    // Issue 39: the administrators, for team owners only (a route of <admin-app>, no element of its own).
    id: 'team',
    load: () => import('../features/team/team-screen.js').then((m) => m.TeamScreen),
    namespaces: ['team'],
    texts: { namespace: 'team', it: () => import('../i18n/it/team.js'), en: () => import('../i18n/en/team.js') },
    routes: [{ path: '/team', title: 'team', protected: true, roles: [OWNER] }],
    nav: { label: 'shell.nav.team', icon: 'team', capability: OWNER, order: 7 },
  },
  {
    id: 'profile',
    load: () => import('../features/profile/profile-screen.js').then((m) => m.ProfileScreen),
    namespaces: ['profile', 'account'],
    texts: { namespace: 'profile', it: () => import('../i18n/it/profile.js'), en: () => import('../i18n/en/profile.js') },
    element: {
      tag: 'admin-profile',
      summary: "The signed-in administrator's details, edit profile, change password, sessions and API tokens.",
      props: { search: SEARCH },
    },
    routes: [{ path: '/profile', title: 'profile', protected: true }],
  },
  {
    id: 'settings',
    load: () => import('../features/settings/settings-screen.js').then((m) => m.SettingsScreen),
    namespaces: ['settings', 'profile', 'account'],
    texts: { namespace: 'settings', it: () => import('../i18n/it/settings.js'), en: () => import('../i18n/en/settings.js') },
    element: { tag: 'admin-settings', summary: 'Interface language, theme and mode, change password.', props: { search: SEARCH } },
    routes: [{ path: '/settings', title: 'settings', protected: true }],
  },
] as const satisfies readonly ScreenSpec[];

/** The tags of the package. */
export type AdminTag = Extract<(typeof SCREENS)[number], { element: unknown }>['element']['tag'];
/** The dictionary namespaces the screens own (src/i18n/index.ts adds the frame's and the command palette's). */
export type ScreenNamespace = Extract<(typeof SCREENS)[number], { texts: unknown }>['texts']['namespace'];
