import type { TokenSource } from '../api/client.js';
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
  setConfig(next);
}

/**
 * Signs every panel of the page out (stored sign-in and host tokens in use) and dispatches
 * `admin-session-changed` on the document; the token in use is revoked on the server (POST /auth/logout).
 * Resolves once the server answered that call (its failure does not reject: the page is signed out anyway).
 */
export async function signOut(): Promise<void> {
  const { signOutSession } = await import('../state/session.js');
  const revoked = signOutSession();
  document.dispatchEvent(new CustomEvent('admin-session-changed', { detail: { authenticated: false }, bubbles: true }));
  await revoked;
}

export interface BackOfficeGlobal {
  configure: typeof configure;
  signOut: typeof signOut;
  /** Defines a tag now (lazy build only). */
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
  const api: BackOfficeGlobal = { configure, signOut, version: typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0', ...extra };
  if (typeof window === 'undefined') return api;
  const previous = window.BackOffice as (Partial<BackOfficeGlobal> & { config?: BackOfficeConfig }) | undefined;
  if (previous?.config) configure(previous.config);
  window.BackOffice = api;
  return api;
}
