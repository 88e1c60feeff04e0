/** Props several elements share, and the props every element has (src/screens/manifest.ts). */
import type { PropSpec } from './types.js';

/**
 * Props every element accepts; `lang`, `theme` and `mode` drive the page-wide atoms; `token` and `getToken`
 * (properties only) hand the page's session to the elements.
 */
export const COMMON_PROPS = {
  lang: {
    kind: 'string',
    type: "'it' | 'en'",
    description: 'Interface language of every panel of the page (default: stored choice, else it).',
  },
  theme: { kind: 'string', type: "'default' | 'ocean'", description: 'Colour theme of every panel of the page.' },
  mode: {
    kind: 'string',
    type: "'light' | 'dark' | 'system'",
    description: 'Light or dark mode of every panel of the page (default system).',
  },
  apiBase: {
    kind: 'string',
    type: 'string',
    default: "'/v1'",
    description: 'Base URL of the API; else BackOffice.configure({ apiBase }), else /v1.',
  },
  token: {
    kind: 'object',
    type: 'string | null',
    description: 'Bearer token from the host page (property only, never an attribute). Shared by every panel of the page.',
  },
  getToken: {
    kind: 'function',
    type: '() => string | null | undefined | Promise<string | null | undefined>',
    description: 'Token callback of the host page, called before each API call (property only).',
  },
} as const satisfies Record<string, PropSpec>;

/** Props whose value is page-wide (every panel shares it). */
export const SHARED_PROPS = ['lang', 'theme', 'mode', 'token', 'getToken'] as const satisfies ReadonlyArray<keyof typeof COMMON_PROPS>;

/** The prefix of a panel's query parameters in the page URL (default `shorthand`); a panel says more with `{ ...statePrefix(s), description }`. */
export const statePrefix = (shorthand: string): PropSpec => ({
  kind: 'string',
  type: 'string',
  default: `'${shorthand}'`,
  description: 'Prefix of the query parameters that keep filters, sort and page in the URL.',
});

export const URL_STATE: PropSpec = {
  kind: 'string',
  type: "'none' | 'replace' | 'push'",
  default: "'none'",
  description:
    "Whether the panel keeps its state in the page URL: 'none' (in memory; the page's URL and history are left alone), 'replace' (query parameters, no new history entry), 'push' (an entry per change, Back steps through them). Inside <admin-app> always 'push'.",
};

export const SHORTCUTS: PropSpec = {
  kind: 'string',
  type: "'panel' | 'global'",
  default: "'panel'",
  description:
    "Where `/` (focus the search) listens: 'panel' while focus is inside the panel, 'global' also from the page body. Page-wide inside <admin-app>; off when the admin turns single-key shortcuts off.",
};

export const SEARCH: PropSpec = {
  kind: 'boolean',
  type: 'boolean',
  default: 'false',
  description:
    'Opts in to the command palette: Ctrl+K (Cmd+K on macOS) opens it over the panel (one per page), and a result dispatches `admin-navigate` with its path (`/customers/12`). Without it the panel loads none of its code (docs/elements.md, Command palette). Always on in <admin-app>.',
};
