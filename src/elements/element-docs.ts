/**
 * The public API of every element, as data: scripts/gen-manifest.ts turns it into custom-elements.json
 * (Custom Elements Manifest v2), docs/elements.md and the d.ts of the browser builds. Keep it in step
 * with the defineElement calls (tests/unit/elements/element-docs.test.ts checks the props).
 */
import { ADMIN_EVENT_DOCS, type AdminEventName } from '../state/events.js';

export interface AttrDoc {
  name: string;
  /** Property name when it differs from the camelCase of the attribute. */
  property?: string;
  type: string;
  description: string;
  default?: string;
  /** Property only, no attribute. */
  propertyOnly?: boolean;
}
/** An event as documented: name, description and cancelable from ADMIN_EVENT_DOCS (src/state/events.ts). */
export interface EventDoc {
  name: AdminEventName;
  description: string;
  cancelable?: boolean;
}
export interface ElementDoc {
  tag: string;
  className: string;
  module: string;
  summary: string;
  attributes: AttrDoc[];
  /** Public events it dispatches (names of AdminEventMap). */
  events: AdminEventName[];
  /** Session gate: the inline sign-in replaces the content without a session. */
  gated: boolean;
}

export const COMMON_ATTRIBUTES: AttrDoc[] = [
  { name: 'lang', type: "'it' | 'en'", description: 'Interface language of every panel of the page (default: stored choice, else it).' },
  { name: 'theme', type: "'default' | 'ocean'", description: 'Colour theme of every panel of the page.' },
  { name: 'mode', type: "'light' | 'dark' | 'system'", description: 'Light or dark mode of every panel of the page (default system).' },
  { name: 'api-base', property: 'apiBase', type: 'string', default: "'/v1'", description: 'Base URL of the API; else BackOffice.configure({ apiBase }), else /v1.' },
  {
    name: 'token',
    type: 'string | null',
    propertyOnly: true,
    description: 'Bearer token from the host page (property only, never an attribute). Shared by every panel of the page.',
  },
  {
    name: 'getToken',
    type: '() => string | null | undefined | Promise<string | null | undefined>',
    propertyOnly: true,
    description: 'Token callback of the host page, called before each API call (property only).',
  },
];

/** Events of every gated panel (its inline sign-in). */
export const SESSION_EVENTS: AdminEventName[] = ['admin-session-changed', 'admin-session-expired'];

const NAVIGATE: AdminEventName = 'admin-navigate';
const MEMBER: AdminEventName[] = ['admin-member-enabled', 'admin-member-disabled'];
const STATE_PREFIX = (d: string): AttrDoc => ({
  name: 'state-prefix',
  type: 'string',
  default: `'${d}'`,
  description: 'Prefix of the query parameters that keep filters, sort and page in the URL.',
});
const URL_STATE: AttrDoc = {
  name: 'url-state',
  type: "'none' | 'replace' | 'push'",
  default: "'none'",
  description:
    "Whether the panel keeps its state in the page URL: 'none' (in memory; the page's URL and history are left alone), 'replace' (query parameters, no new history entry), 'push' (an entry per change, Back steps through them). Inside <admin-app> always 'push'.",
};
const SHORTCUTS: AttrDoc = {
  name: 'shortcuts',
  type: "'panel' | 'global'",
  default: "'panel'",
  description: "Where `/` (focus the search) listens: 'panel' while focus is inside the panel, 'global' also from the page body. Page-wide inside <admin-app>; off when the admin turns single-key shortcuts off.",
};
const SEARCH: AttrDoc = {
  name: 'search',
  type: 'boolean',
  default: 'false',
  description:
    'Opts in to the command palette: Ctrl+K (Cmd+K on macOS) opens it over the panel (one per page), and a result dispatches `admin-navigate` with its path (`/customers/12`). Without it the panel loads none of its code (docs/elements.md, Command palette). Always on in <admin-app>.',
};
export const ELEMENTS: ElementDoc[] = [
  { tag: 'admin-app', className: 'AdminAppElement', module: 'admin-app', gated: false, summary: 'The standalone back-office: History API router, guards, sidebar layout, and the command palette (Ctrl+K or Cmd+K, and the search button of the sidebar; always on).', attributes: [{ name: 'base', type: 'string', default: "'/'", description: 'Path the app is mounted under.' }], events: [] },
  { tag: 'admin-login', className: 'AdminLoginElement', module: 'admin-login', gated: false, summary: 'The sign-in panel.', attributes: [], events: ['admin-session-changed', NAVIGATE] },
  { tag: 'admin-dashboard', className: 'AdminDashboardElement', module: 'admin-dashboard', gated: true, summary: 'Greeting, totals, quick stats with trends over a chosen range, recent activity and module tiles.', attributes: [SEARCH], events: [NAVIGATE] },
  { tag: 'admin-categories', className: 'AdminCategoriesElement', module: 'admin-categories', gated: true, summary: 'The category column browser (create, rename, delete); the open path is kept in the URL.', attributes: [{ ...STATE_PREFIX('cat.'), description: 'Prefix of the query parameter that keeps the open column path in the URL (`cat.path=12.45`).' }, URL_STATE, SEARCH], events: ['admin-category-created', 'admin-category-renamed', 'admin-category-deleted', 'admin-category-restored'] },
  { tag: 'admin-customers', className: 'AdminCustomersElement', module: 'admin-customers', gated: true, summary: 'The members list: filters, sort, pagination, enable/disable, bulk, CSV export.', attributes: [STATE_PREFIX('c.'), URL_STATE, SHORTCUTS, SEARCH], events: [...MEMBER, NAVIGATE] },
  { tag: 'admin-business', className: 'AdminBusinessElement', module: 'admin-business', gated: true, summary: 'The companies list: filters, sort, branches, owner enable/disable, bulk, CSV export.', attributes: [STATE_PREFIX('b.'), URL_STATE, SHORTCUTS, SEARCH], events: [...MEMBER, NAVIGATE] },
  {
    tag: 'admin-products',
    className: 'AdminProductsElement',
    module: 'admin-products',
    gated: true,
    summary: "One company's products: card, search, gallery, delete.",
    attributes: [{ name: 'company-id', type: 'string', description: 'The company whose products are listed (nothing is fetched without it).' }, STATE_PREFIX('p.'), URL_STATE, SHORTCUTS, SEARCH],
    events: ['admin-product-deleted', 'admin-product-restored', NAVIGATE],
  },
  {
    tag: 'admin-notifications',
    className: 'AdminNotificationsElement',
    module: 'admin-notifications',
    gated: true,
    summary: 'The bulk notification composer with live phone previews, and the history of sends (tab and page kept in the URL); a sent notification can be reused as a draft.',
    attributes: [{ ...STATE_PREFIX('n.'), description: 'Prefix of the query parameters that keep the tab and the history page in the URL (`n.tab=history`).' }, URL_STATE, SEARCH],
    events: ['admin-notification-sent'],
  },
  {
    tag: 'admin-activity',
    className: 'AdminActivityElement',
    module: 'admin-activity',
    gated: true,
    summary:
      "The activity panel, two tabs: the trail (who changed what, newest first, as sentences, each target's label a link; filters kept in the URL; Load more; CSV export) and Recently deleted (`a.view=deleted`: products and categories to restore).",
    attributes: [STATE_PREFIX('a.'), URL_STATE, SEARCH],
    events: ['admin-category-restored', NAVIGATE],
  },
  { tag: 'admin-profile', className: 'AdminProfileElement', module: 'admin-profile', gated: true, summary: "The signed-in administrator's details, edit profile, change password.", attributes: [SEARCH], events: [] },
  { tag: 'admin-settings', className: 'AdminSettingsElement', module: 'admin-settings', gated: true, summary: 'Interface language, theme and mode, change password.', attributes: [SEARCH], events: [] },
];

export const PARTS: ReadonlyArray<{ name: string; description: string }> = [
  { name: 'panel', description: 'The outer wrapper of the content (inline sign-in included).' },
  { name: 'overlay', description: 'The top-layer box holding dialogs, menus, selects and toasts (full viewport, pointer-events none).' },
  { name: 'login', description: 'The inline sign-in form of an embedded panel without a session.' },
  { name: 'button', description: 'Every button.' },
  { name: 'button-primary', description: 'Primary (solid) buttons, also carrying the part button.' },
  { name: 'button-danger', description: 'Destructive buttons, also carrying the part button.' },
  { name: 'table', description: 'The data tables of the list panels.' },
  { name: 'dialog', description: 'The content box of every dialog (in the overlay layer).' },
  { name: 'menu', description: 'The content box of every menu (in the overlay layer).' },
  { name: 'toast', description: 'The toast (in the overlay layer of the element that owns the page toaster).' },
];

/** Public custom properties → Panda variables they override (first found wins, then the theme's value). */
export const THEME_PROPERTIES: ReadonlyArray<{ name: string; target: string; fallbacks?: string[]; description: string }> = [
  { name: '--admin-accent', target: '--colors-accent-default', description: 'Accent colour: primary buttons, focus rings, active items.' },
  { name: '--admin-accent-hover', target: '--colors-accent-emphasized', fallbacks: ['--admin-accent'], description: 'Accent colour on hover (defaults to --admin-accent when that is set).' },
  { name: '--admin-accent-fg', target: '--colors-accent-fg', description: 'Text on the accent colour.' },
  { name: '--admin-accent-text', target: '--colors-accent-text', fallbacks: ['--admin-accent'], description: 'Accent-coloured text and links.' },
  { name: '--admin-surface', target: '--colors-bg-surface', description: 'Background of cards, tables, dialogs and menus.' },
  { name: '--admin-canvas', target: '--colors-bg-canvas', description: 'Background behind the cards.' },
  { name: '--admin-text', target: '--colors-fg-default', description: 'Default text colour.' },
  { name: '--admin-text-muted', target: '--colors-fg-muted', description: 'Secondary text colour.' },
  { name: '--admin-border', target: '--colors-border-default', description: 'Border colour.' },
  { name: '--admin-danger', target: '--colors-danger-default', description: 'Destructive actions and errors.' },
  { name: '--admin-radius', target: '--radii-l2', description: 'Corner radius of buttons and inputs (cards use --admin-radius-lg).' },
  { name: '--admin-radius-sm', target: '--radii-l1', description: 'Small corner radius (badges, checkboxes).' },
  { name: '--admin-radius-lg', target: '--radii-l3', description: 'Large corner radius (cards, dialogs, menus).' },
  { name: '--admin-font', target: '--fonts-body', description: 'Font family of the panel (register @font-face on the page).' },
];

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** Property name of an attribute. */
export const propertyOf = (a: AttrDoc): string => a.property ?? camel(a.name);
/** Attributes and properties of an element, the common ones first. */
export const attributesOf = (el: ElementDoc): AttrDoc[] => [...COMMON_ATTRIBUTES, ...el.attributes];
/** The documentation of one event. */
export const eventDoc = (name: AdminEventName): EventDoc => ({ name, ...ADMIN_EVENT_DOCS[name] });

/** Events of an element, the session events of gated panels included. */
export function eventsOf(el: ElementDoc): EventDoc[] {
  const names = [...el.events];
  if (el.gated) for (const e of SESSION_EVENTS) if (!names.includes(e)) names.push(e);
  return names.map(eventDoc);
}
