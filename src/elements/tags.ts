/**
 * The element API as the browser needs it before any panel code has loaded: each tag's props and their
 * types, and whether it has the session gate. Light on purpose (no React, no state): the lazy entry
 * defines every tag from this table the moment it is imported. `element-docs.ts` documents the same
 * props (tests/unit/elements/embedding.test.ts keeps the two in step).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'function' | 'object';

export interface TagSpec {
  /** Public props of the tag (camelCase); attributes are their kebab-case names. */
  props?: Record<string, PropType>;
  /** Embedded panels show the inline sign-in without a session (default true; false for admin-app, admin-login). */
  gate?: boolean;
  /**
   * The dictionary namespaces the panel shows (src/i18n/<lang>/<namespace>.ts) beyond the frame's, which every
   * panel loads (src/i18n/<lang>/frame.ts): the page downloads only these of its language (<admin-app>: its first screen's
   * and its menus'; each other screen brings its own, src/shell/routes.tsx). `'all'`: every namespace.
   */
  namespaces?: readonly string[] | 'all';
}

/**
 * Props every element accepts; `lang`, `theme` and `mode` drive the page-wide atoms; `token` and
 * `getToken` (properties only) hand the page's session to the elements.
 */
export const COMMON_PROPS = {
  lang: 'string',
  theme: 'string',
  mode: 'string',
  apiBase: 'string',
  token: 'object',
  getToken: 'function',
} as const satisfies Record<string, PropType>;

/** Props whose value is page-wide (every panel shares it). */
export const SHARED_PROPS = ['lang', 'theme', 'mode', 'token', 'getToken'] as const;

export const TAGS = {
  'admin-app': { props: { base: 'string' }, gate: false, namespaces: ['dashboard', 'account', 'profile'] },
  'admin-login': { gate: false, namespaces: [] },
  'admin-dashboard': { props: { search: 'boolean' }, namespaces: ['dashboard'] },
  'admin-profile': { props: { search: 'boolean' }, namespaces: ['profile', 'account'] },
  'admin-settings': { props: { search: 'boolean' }, namespaces: ['settings', 'profile', 'account'] },
  'admin-customers': { props: { statePrefix: 'string', urlState: 'string', shortcuts: 'string', search: 'boolean' }, namespaces: ['customers'] },
  'admin-business': { props: { statePrefix: 'string', urlState: 'string', shortcuts: 'string', search: 'boolean' }, namespaces: ['business'] },
  'admin-products': { props: { companyId: 'string', statePrefix: 'string', urlState: 'string', shortcuts: 'string', search: 'boolean' }, namespaces: ['products'] },
  'admin-categories': { props: { statePrefix: 'string', urlState: 'string', search: 'boolean' }, namespaces: ['categories'] },
  'admin-notifications': { props: { statePrefix: 'string', urlState: 'string', search: 'boolean' }, namespaces: ['notifications'] },
  'admin-activity': { props: { statePrefix: 'string', urlState: 'string', search: 'boolean' }, namespaces: ['activity', 'categories', 'products'] },
} as const satisfies Record<string, TagSpec>;

export type AdminTag = keyof typeof TAGS;

export const toKebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

/** Attribute → prop value. Bare booleans are true, removed ones false; bad JSON is undefined. */
export function parseAttribute(type: PropType, value: string | null): unknown {
  switch (type) {
    case 'boolean':
      return value !== null && value !== 'false';
    case 'number':
      return value === null || value.trim() === '' ? undefined : Number(value);
    case 'json':
      if (value === null) return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    case 'string':
      return value ?? undefined;
    default:
      return undefined; // function/object props are set as properties only
  }
}
