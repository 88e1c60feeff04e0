import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RunningServer } from '../../src/server/start.js';
import { launchBrowser } from './browser.js';
import { startDemoServer } from './server.js';

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin' } as const;
export const MEMBER = { email: 'member@example.com', password: 'demo-member' } as const;

export type Lang = 'it' | 'en';
export type Mode = 'light' | 'dark';

export interface OpenOptions {
  /** Stored as `preferredLanguage` (default `it`); `null` stores none. */
  lang?: Lang | null;
  /** Stored as `mode` (default `light`); `null` stores none (the page follows the colour scheme). */
  mode?: Mode | null;
  /** Stored as `auth_token` (default the admin token of the fixture); `null`: signed out. */
  token?: string | null;
  /** More localStorage entries (e.g. `{ theme: 'ocean' }`). */
  storage?: Record<string, string>;
  /** Default 1280 × 800. */
  viewport?: { width: number; height: number };
  /** Other context options (colorScheme, bypassCSP, …). */
  context?: BrowserContextOptions;
  /** Default timeout of the context's pages (default 45 s: a loaded 2-core machine can be slow to boot the bundle). */
  timeout?: number;
}

/** The text of a download (through its stream, which works on a local and on a connected browser alike). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A context with nothing stored: no language, no mode, no session. */
export const BARE = { lang: null, mode: null, token: null } as const satisfies OpenOptions;

export interface ApiInit {
  method?: string;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Bearer token (default the admin token of the fixture); `null` sends none. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface E2E {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The admin's token, signed in once before the file's tests. */
  readonly adminToken: string;
  /** `server.url + path`. */
  url(path: string): string;
  /** A call to `/v1/<path>` of the server, as the admin unless `init.token` says otherwise. */
  api(path: string, init?: ApiInit): Promise<Response>;
  /** The `data` of a successful `api` answer (throws on any other status). */
  data<T>(path: string, init?: ApiInit): Promise<T>;
  /** A new token for `who` (default the admin). */
  login(who?: { email: string; password: string }): Promise<string>;
  /** A new context with its localStorage seeded for the server's origin; closed after the test. */
  newContext(opts?: OpenOptions): Promise<BrowserContext>;
  /** A new context (as `newContext`) and page, at `path`; both closed after the test, even a failing one. */
  open(path: string, opts?: OpenOptions): Promise<{ page: Page; context: BrowserContext }>;
}

export interface E2EOptions {
  /** A page loaded once before the tests (waiting for an `h1` or an input), so the first test does not pay the first load of the bundle. */
  warmUp?: string;
  /** More Chromium flags. */
  chromiumArgs?: string[];
}

/**
 * The e2e fixture: registers beforeAll (demo server, Chromium, admin token), afterEach (closes every context
 * the test opened, whatever its outcome) and afterAll (browser, server). Call it at the top of the file,
 * before the file's own hooks.
 */
export function useE2E(options: E2EOptions = {}): E2E {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let adminToken: string | undefined;
  /** Contexts opened and not closed yet. */
  const live = new Set<BrowserContext>();
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`e2e fixture: ${name} is not ready (used before beforeAll, or set-up failed)`);
    return value;
  };

  const url = (path: string) => ready(server, 'server').url + path;

  const api = (path: string, init: ApiInit = {}) => {
    const token = init.token === undefined ? ready(adminToken, 'adminToken') : init.token;
    const headers: Record<string, string> = { ...init.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(url(`/v1/${path}`), {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  };

  const data = async <T>(path: string, init?: ApiInit): Promise<T> => {
    const res = await api(path, init);
    if (!res.ok) throw new Error(`${init?.method ?? 'GET'} /v1/${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };

  const login = async (who: { email: string; password: string } = ADMIN) =>
    (await data<{ access_token: string }>('auth/login', { json: who, token: null })).access_token;

  const newContext = async (opts: OpenOptions = {}) => {
    const { lang = 'it', mode = 'light', viewport = { width: 1280, height: 800 } } = opts;
    const token = opts.token === undefined ? ready(adminToken, 'adminToken') : opts.token;
    const entries: Record<string, string> = {
      ...(lang ? { preferredLanguage: lang } : {}),
      ...(mode ? { mode } : {}),
      ...(token ? { auth_token: token } : {}),
      ...opts.storage,
    };
    const localStorage = Object.entries(entries).map(([name, value]) => ({ name, value }));
    // Seeded once, before the first page: later loads keep what the page itself stored or removed.
    const context = await ready(browser, 'browser').newContext({
      viewport,
      ...opts.context,
      ...(localStorage.length ? { storageState: { cookies: [], origins: [{ origin: url(''), localStorage }] } } : {}),
    });
    live.add(context);
    context.once('close', () => live.delete(context));
    context.setDefaultTimeout(opts.timeout ?? 45_000);
    return context;
  };

  const closeAll = async () => {
    const contexts = [...live];
    live.clear();
    await Promise.allSettled(contexts.map((c) => c.close()));
  };

  beforeAll(async () => {
    await Promise.all([startDemoServer().then((s) => (server = s.server)), launchBrowser(options.chromiumArgs).then((b) => (browser = b))]);
    adminToken = await login();
    if (options.warmUp) {
      // The first load of the bundle is slow on a busy machine; later pages hit the cache.
      const warm = await ready(browser, 'browser').newPage();
      try {
        await warm.goto(url(options.warmUp));
        await warm.locator('h1, input').first().waitFor({ timeout: 100_000 });
      } finally {
        await warm.close();
      }
    }
  }, 180_000);

  afterEach(closeAll);

  afterAll(async () => {
    try {
      await closeAll();
      await browser?.close();
    } finally {
      await server?.close();
    }
  });

  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get adminToken() {
      return ready(adminToken, 'adminToken');
    },
    url,
    api,
    data,
    login,
    newContext,
    async open(path, opts) {
      const context = await newContext(opts);
      const page = await context.newPage();
      await page.goto(url(path));
      return { page, context };
    },
  };
}
