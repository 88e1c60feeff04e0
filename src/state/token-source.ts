import { readStoredToken, type PersistMode } from '../api/browser-token.js';
import type { TokenSource } from '../api/client.js';

/** Page-wide settings of `BackOffice.configure()`. */
export interface BackOfficeConfig {
  /** Base URL of the API (default `/v1`); an element's `api-base` attribute wins. */
  apiBase?: string;
  /** Token provider of the host page (sync or async); null/undefined means "no session". */
  getToken?: TokenSource;
  /**
   * Where a sign-in made in a panel is kept: 'session' (default for embedded panels: this tab's
   * sessionStorage), 'local' (localStorage), 'cookie' (cookie auth_token + localStorage, as <admin-app>).
   */
  persist?: PersistMode;
  /** false: no inline sign-in form (single sign-on portals); a signed-out panel shows a notice and its `signed-out` slot. */
  signIn?: boolean;
  /** Builds the page's own URL for a back-office path (`/products?companyId=3`): the `href` of links inside embedded panels. */
  href?: (to: string) => string;
}

/**
 * The token sources of one page: the configuration, the host's token and getToken, the token in use and the one
 * the API refused, with their listeners. The module builds one for the page (below); tests build their own.
 */
export function createTokenSource() {
  let config: BackOfficeConfig = {};
  let hostToken: string | null = null;
  let hostGetToken: TokenSource | null = null;
  /** The last token the API refused ('invalid token') or that was signed out: never sent again. */
  let rejected: string | null = null;
  let lastToken: string | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  /** Called when the host changes the session source (token, getToken, configure). */
  function onTokenSourceChange(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function setConfig(next: BackOfficeConfig): void {
    config = { ...config, ...next };
    notify();
  }
  const getConfiguredApiBase = (): string | undefined => config.apiBase;
  /** The page's configuration (for useSyncExternalStore with onTokenSourceChange). */
  const getConfig = (): Readonly<BackOfficeConfig> => config;

  /** The `token` property of any panel (the page shares one session). */
  function setHostToken(token: unknown): void {
    const next = typeof token === 'string' && token ? token : null;
    if (next === hostToken) return;
    hostToken = next;
    notify();
  }
  /** The `getToken` property of any panel. */
  function setHostGetToken(fn: unknown): void {
    const next = typeof fn === 'function' ? (fn as TokenSource) : null;
    if (next === hostGetToken) return;
    hostGetToken = next;
    notify();
  }

  /** The `token` property a panel was given, at once (no `getToken` call, no stored sign-in); null without one. */
  const hostTokenNow = (): string | null => (hostToken && hostToken !== rejected ? hostToken : null);

  /**
   * Order: `token` property, `getToken` property, `configure({ getToken })`, stored sign-in (cookie, localStorage).
   * `stored: false` leaves the stored sign-in out (its cookie read is a synchronous call to the browser process).
   */
  async function resolveToken({ stored = true }: { stored?: boolean } = {}): Promise<string | null> {
    let token = hostTokenNow();
    for (const source of [hostGetToken, config.getToken]) {
      if (token || !source) continue;
      try {
        const value = await source();
        if (typeof value === 'string' && value && value !== rejected) token = value;
      } catch (error) {
        console.warn('getToken failed', error);
      }
    }
    if (stored) token ??= readStoredToken();
    // Without the stored sign-in, a miss says nothing about the token in use.
    if (stored || token) lastToken = token;
    return token;
  }

  /** The token in use: the last one resolved for a call, else the stored sign-in. */
  const currentToken = (): string | null => lastToken ?? readStoredToken();

  /** Whether the host gives tokens on demand (a `getToken` property or `configure({ getToken })`). */
  const hasHostTokenProvider = (): boolean => !!hostGetToken || !!config.getToken;

  /** Whether the last resolved token (or a stored one) exists. */
  const hasToken = (): boolean => !!lastToken || !!readStoredToken();

  /** Forgets the token in use (invalid token, sign-out): host tokens equal to it are ignored from now on. */
  function rejectCurrentToken(): void {
    if (lastToken && lastToken !== readStoredToken()) rejected = lastToken;
    if (hostToken && hostToken === lastToken) hostToken = null;
    lastToken = null;
  }

  return {
    onTokenSourceChange,
    setConfig,
    getConfiguredApiBase,
    getConfig,
    setHostToken,
    setHostGetToken,
    hostTokenNow,
    resolveToken,
    currentToken,
    hasHostTokenProvider,
    hasToken,
    rejectCurrentToken,
  };
}

/** The page's one instance, whose functions every module imports. */
export const {
  onTokenSourceChange,
  setConfig,
  getConfiguredApiBase,
  getConfig,
  setHostToken,
  setHostGetToken,
  hostTokenNow,
  resolveToken,
  currentToken,
  hasHostTokenProvider,
  hasToken,
  rejectCurrentToken,
} = createTokenSource();
