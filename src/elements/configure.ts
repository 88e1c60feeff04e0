import type { TokenSource } from '../api/client.js';
import { isPersistMode, setConfiguredPersist } from '../api/browser-token.js';
import { setConfig, type BackOfficeConfig } from '../state/token-source.js';

export type { BackOfficeConfig, TokenSource };

/**
 * Page-wide settings for every panel, before or after they are defined:
 * `BackOffice.configure({ apiBase: 'https://api.example.com/v1', getToken: () => mySso.token() })`.
 */
export function configure(options: BackOfficeConfig): void {
  const next: BackOfficeConfig = {};
  if (typeof options.apiBase === 'string') next.apiBase = options.apiBase;
  if (typeof options.getToken === 'function') next.getToken = options.getToken;
  if (isPersistMode(options.persist)) {
    next.persist = options.persist;
    setConfiguredPersist(options.persist);
  } else if (options.persist !== undefined)
    console.warn(`BackOffice.configure: persist must be 'session', 'local' or 'cookie'; got ${String(options.persist)}`);
  if (typeof options.signIn === 'boolean') next.signIn = options.signIn;
  if (typeof options.href === 'function') next.href = options.href;
  setConfig(next);
}

/** Tags that send `admin-session-changed`: every panel with an inline sign-in, and `<admin-login>` (not `<admin-app>`). */
const sendsSessionEvents = (el: Element) => el.localName.startsWith('admin-') && el.localName !== 'admin-app';

/** The back-office panels of the page, also inside the host's open shadow roots (not inside the panels' own). */
export function pagePanels(root: Document | ShadowRoot = document): Element[] {
  const out: Element[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el.localName.startsWith('admin-')) {
      if (sendsSessionEvents(el)) out.push(el);
    } else if (el.shadowRoot) out.push(...pagePanels(el.shadowRoot));
  }
  return out;
}

/**
 * Signs every panel of the page out (stored sign-in and host tokens in use); each panel then dispatches
 * `admin-session-changed` (`{ authenticated: false }`, bubbling and composed), as its own sign-in would. With
 * no panel on the page the event goes to the document. The token in use is revoked on the server (POST
 * /auth/logout); resolves once the server answered that call (its failure does not reject: the page is signed out anyway).
 */
export async function signOut(): Promise<void> {
  const { signOutSession } = await import('../state/session.js');
  const revoked = signOutSession();
  // No page (a server render, a test in Node): nothing to tell.
  if (typeof document === 'undefined') return revoked;
  const panels = pagePanels();
  const event = () => new CustomEvent('admin-session-changed', { detail: { authenticated: false }, bubbles: true, composed: true });
  if (panels.length) for (const el of panels) el.dispatchEvent(event());
  else document.dispatchEvent(event());
  await revoked;
}

/**
 * Tells the panels that the host has a new token: a panel showing its sign-in after an expiry asks
 * `getToken` again and, when the token differs from the refused one, every panel resumes. Also done on
 * window focus and when the page becomes visible. Resolves to whether a session is on afterwards.
 */
export async function refresh(): Promise<boolean> {
  const { resumeFromHost, isSignedIn } = await import('../state/session.js');
  await resumeFromHost();
  return isSignedIn();
}

export interface BackOfficeGlobal {
  configure: typeof configure;
  signOut: typeof signOut;
  refresh: typeof refresh;
  /** Loads a tag's code now, before one is on the page; resolves once the tag works. */
  load?: (tag: string) => Promise<void>;
  version: string;
}

declare global {
  interface Window {
    BackOffice?: BackOfficeGlobal;
  }
}

declare const __VERSION__: string | undefined;

/** Registers `window.BackOffice` (keeps a `configure` call queued by the page before the script ran). */
export function registerGlobal(extra: Partial<BackOfficeGlobal> = {}): BackOfficeGlobal {
  const api: BackOfficeGlobal = { configure, signOut, refresh, version: typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0', ...extra };
  if (typeof window === 'undefined') return api;
  const previous = window.BackOffice as (Partial<BackOfficeGlobal> & { config?: BackOfficeConfig }) | undefined;
  if (previous?.config) configure(previous.config);
  window.BackOffice = api;
  return api;
}
