import type { TokenSource } from '../api/client.js';
import { isPersistMode, setConfiguredPersist } from '../api/browser-token.js';
import { setConfig, type BackOfficeConfig } from '../state/token-source.js';
import { definesTags } from './tag-loader.js';

export type { BackOfficeConfig, TokenSource };

/** What one build of this package on the page does for the page-wide functions below. */
interface PageBuild {
  /** Whether this build defined the tags on the page (it holds the session). */
  owns(): boolean;
  configure(options: BackOfficeConfig): void;
  signOut(): Promise<void>;
  refresh(): Promise<boolean>;
}
/** Every build of this package on the page, and the configuration given so far (from any of them). */
interface PageRegistry {
  builds: PageBuild[];
  config: BackOfficeConfig;
}
// One registry per page, whatever entries a portal imports ('directory-backoffice' and
// 'directory-backoffice/react' are two builds, each with its own modules): configure(), signOut() and refresh()
// from either reach the build whose tags are on the page. The /1 is the registry's shape, not the package's version.
const PAGE = Symbol.for('directory-backoffice/page/1');
function registry(): PageRegistry {
  const scope = globalThis as unknown as Record<symbol, PageRegistry | undefined>;
  return (scope[PAGE] ??= { builds: [], config: {} });
}

/** The valid part of a configuration (a wrong `persist` is said on the console and left out). */
function clean(options: BackOfficeConfig): BackOfficeConfig {
  const next: BackOfficeConfig = {};
  if (typeof options.apiBase === 'string') next.apiBase = options.apiBase;
  if (typeof options.getToken === 'function') next.getToken = options.getToken;
  if (isPersistMode(options.persist)) next.persist = options.persist;
  else if (options.persist !== undefined)
    console.warn(`BackOffice.configure: persist must be 'session', 'local' or 'cookie'; got ${String(options.persist)}`);
  if (typeof options.signIn === 'boolean') next.signIn = options.signIn;
  if (typeof options.href === 'function') next.href = options.href;
  return next;
}

/** Whether this build ends and resumes the session: it owns the tags, or no build does and it came first. */
function acts(): boolean {
  const { builds } = registry();
  const owner = builds.find((b) => b.owns()) ?? builds[0];
  return owner === here;
}

/** This build's part of the page-wide functions, joined to the page's registry when the module runs. */
const here: PageBuild = {
  owns: definesTags,
  configure(next) {
    if (next.persist) setConfiguredPersist(next.persist);
    setConfig(next);
  },
  // The session lives in the build whose tags are on the page; another build has nothing to end or resume
  // (when no build defined a tag yet, the first one acts).
  async signOut() {
    if (!acts()) return;
    const { signOutSession } = await import('../state/session.js');
    await signOutSession();
  },
  async refresh() {
    if (!acts()) return false;
    const { resumeFromHost, isSignedIn } = await import('../state/session.js');
    await resumeFromHost();
    return isSignedIn();
  },
};
{
  const page = registry();
  page.builds.push(here);
  // A configuration given before this build arrived (another build's configure()) applies to it too.
  if (Object.keys(page.config).length) here.configure(page.config);
}

/**
 * Page-wide settings for every panel, before or after they are defined, whichever entry of the package it is
 * imported from: `BackOffice.configure({ apiBase: 'https://api.example.com/v1', getToken: () => mySso.token() })`.
 */
export function configure(options: BackOfficeConfig): void {
  const next = clean(options);
  const page = registry();
  Object.assign(page.config, next);
  for (const build of page.builds) build.configure(next);
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
  const revoked = Promise.all(registry().builds.map((build) => build.signOut())).then(() => undefined);
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
  const on = await Promise.all(registry().builds.map((build) => build.refresh()));
  return on.some(Boolean);
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
