// Shared helpers for the browser and bundle benchmarks: statistics, formatting, table printing, the
// context handed to browser bench modules, and in-page timing that pierces open shadow roots.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What bench/browser/run.ts hands to each module (bench/browser/<name>.ts that exports `run`).
 * `signIn(page)` gives the page's context a valid admin session (cookie `auth_token`): call it before
 * `page.goto`. Modules create (and close) their own contexts on `browser`.
 */
export interface BenchContext {
  browser: Browser;
  /** Demo server origin, e.g. http://127.0.0.1:41234 (the standalone page is at '/'). */
  baseUrl: string;
  signIn(page: Page): Promise<void>;
  /** Runs per measurement (7 unless BENCH_RUNS is set). */
  runs: number;
}

/** Contract of a browser bench module: return plain JSON, printed tables are the module's own. */
export interface BrowserBenchModule {
  run(ctx: BenchContext): Promise<Record<string, unknown>>;
}

export interface Stats {
  n: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile (p in 0..100) of a non-empty sample. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export const stats = (xs: readonly number[]): Stats => ({
  n: xs.length,
  median: round(median(xs)),
  p90: round(percentile(xs, 90)),
  min: round(Math.min(...xs)),
  max: round(Math.max(...xs)),
});

export const round = (x: number, digits = 1): number => Math.round(x * 10 ** digits) / 10 ** digits;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (x: number): string => `${x.toFixed(0)} ms`;
export const ratio = (x: number): string => `${x.toFixed(2)}x`;

/** Prints an aligned text table (first column left-aligned, others right-aligned). */
export function printTable(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** A fresh context and page with the HTTP cache disabled (CDP), for cold loads. */
export async function coldPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

// In-page code as a string: transpilers may inject helpers (__name) into serialised functions.
const DEEP_COUNT = `(sel) => {
  let n = 0;
  const visit = (root) => {
    n += root.querySelectorAll(sel).length;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
  return n;
}`;

/**
 * Waits (polling every animation frame) until each selector matches at least `count` elements anywhere
 * in the page, open shadow roots included, and returns the page's `performance.now()` at that frame:
 * milliseconds since the navigation started (so it does not include Playwright's own latency).
 */
export async function waitDeep(page: Page, selectors: string | readonly string[], count = 1, timeout = 60_000): Promise<number> {
  const list = JSON.stringify(typeof selectors === 'string' ? [selectors] : selectors);
  // A promise evaluated through CDP (page.evaluate of a string): the page's CSP forbids the eval that
  // page.waitForFunction uses for string predicates.
  const expr = `new Promise((resolve, reject) => {
    const c = (${DEEP_COUNT});
    const t0 = performance.now();
    const tick = () => {
      if (${list}.every((s) => c(s) >= ${count})) return resolve(performance.now());
      if (performance.now() - t0 > ${timeout}) return reject(new Error('waitDeep: timeout for ' + ${JSON.stringify(list)}));
      requestAnimationFrame(tick);
    };
    tick();
  })`;
  return (await page.evaluate(expr)) as number;
}

/**
 * A `signIn(page)` for `baseUrl`: one API login (admin of the demo seed), then the token is put in the
 * page's context as the `auth_token` cookie, which the elements read first.
 */
export function makeSignIn(baseUrl: string, email = 'admin@example.com', password = 'demo-admin'): (page: Page) => Promise<void> {
  let token: Promise<string> | undefined;
  const fetchToken = async () => {
    const res = await fetch(`${baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token?: string; data?: { access_token?: string } };
    const t = body.access_token ?? body.data?.access_token;
    if (!t) throw new Error(`sign-in answered no access_token: ${JSON.stringify(body).slice(0, 200)}`);
    return t;
  };
  return async (page) => {
    const value = await (token ??= fetchToken());
    await page.context().addCookies([{ name: 'auth_token', value, url: baseUrl, sameSite: 'Strict' }]);
  };
}
