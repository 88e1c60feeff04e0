// Browser benchmark of the list panels: time from a sort or page change to the rendered 50-row table,
// and a 10,000-row CSV export, each beside the time the API itself takes for the same calls (ratio).
// Module: `benchLists(ctx)` for bench/browser/run.ts. Standalone: `npm run build && node --import tsx bench/browser/lists.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/helpers/browser.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { startServer, type RunningServer } from '../../src/server/start.js';

export interface ListsBenchContext {
  /** A running server with at least 10,000 members; started (demo + scale seed) when absent. */
  server?: RunningServer;
  browser?: Browser;
  runs?: number;
  log?: (line: string) => void;
}
export interface ListsBenchResult {
  members: number;
  sortMs: number;
  sortApiMs: number;
  pageMs: number;
  pageApiMs: number;
  exportMs: number;
  exportApiMs: number;
  exportRows: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function login(url: string): Promise<string> {
  const r = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
  });
  return ((await r.json()) as { data: { access_token: string } }).data.access_token;
}
async function apiMs(
  url: string,
  token: string,
  path: string,
): Promise<{ ms: number; body: { data: { data: { id: number }[]; pagination: { hasNextPage: boolean; dataCount: number } } } }> {
  const t0 = performance.now();
  const r = await fetch(`${url}/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await r.json()) as { data: { data: { id: number }[]; pagination: { hasNextPage: boolean; dataCount: number } } };
  return { ms: performance.now() - t0, body };
}
const firstRow = (page: Page) => page.locator('tr[data-row]').first().getAttribute('data-row');
const idle = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('admin-app')?.shadowRoot?.querySelector('[data-part=list-table][aria-busy=true]'));

export async function benchLists(ctx: ListsBenchContext = {}): Promise<ListsBenchResult> {
  const log = ctx.log ?? console.log;
  const runs = ctx.runs ?? 5;
  let server = ctx.server;
  if (!server) {
    server = await startServer({ port: 0, host: '127.0.0.1', memory: true, demo: true, quiet: true });
    // seedScale's trailing multi-statement `vacuum` runs as one implicit transaction on PGlite and fails:
    // split exec into single statements here (reported to the server's owner).
    const db = server.db;
    const splitExec = new Proxy(db, {
      get(target, key) {
        if (key === 'exec')
          return async (sql: string) => {
            for (const s of sql
              .split(';')
              .map((x) => x.trim())
              .filter(Boolean))
              await target.exec(s);
          };
        const v = Reflect.get(target, key) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const r = await seedScale(splitExec, { members: 10_000, companies: 200, products: 1_000 });
    log(`seeded ${r.members} members in ${Math.round(r.ms)} ms`);
  }
  const browser = ctx.browser ?? (await launchBrowser());
  const token = await login(server.url);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  await context.addInitScript(`localStorage.setItem('preferredLanguage','en');localStorage.setItem('auth_token','${token}')`);
  const page = await context.newPage();
  const base = 'members?orderBy=username&limit=50';
  await page.goto(`${server.url}/customers?business=1&size=50`);
  await page.locator('tr[data-row]').nth(49).waitFor();
  const sort: number[] = [],
    sortApi: number[] = [],
    paging: number[] = [],
    pageApi: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = i % 2 === 0 ? 'Descending' : 'Ascending';
    await page.getByRole('combobox', { name: 'Direction' }).click();
    const before = await firstRow(page);
    let t0 = performance.now();
    await page.getByRole('option', { name: dir, exact: true }).click();
    await page.waitForFunction(
      (b) => document.querySelector('admin-app')?.shadowRoot?.querySelector('tr[data-row]')?.getAttribute('data-row') !== b,
      before,
    );
    await idle(page);
    sort.push(performance.now() - t0);
    sortApi.push((await apiMs(server.url, token, `${base}&orderDirection=${dir === 'Descending' ? 'desc' : 'asc'}&page=1`)).ms);
    const p1 = await firstRow(page);
    t0 = performance.now();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(
      (b) => document.querySelector('admin-app')?.shadowRoot?.querySelector('tr[data-row]')?.getAttribute('data-row') !== b,
      p1,
    );
    await idle(page);
    paging.push(performance.now() - t0);
    pageApi.push((await apiMs(server.url, token, `${base}&page=2`)).ms);
  }
  // CSV export of every matching member, paged through the API (100 per call) in the browser.
  const members = (await apiMs(server.url, token, 'members?limit=1')).body.data.pagination.dataCount;
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByLabel('Every matching row').check();
  let t0 = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const exportMs = performance.now() - t0;
  const exportRows =
    readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n').length - 1;
  t0 = performance.now();
  for (let p = 1; ; p++)
    if (!(await apiMs(server.url, token, `members?orderBy=username&limit=100&page=${p}`)).body.data.pagination.hasNextPage) break;
  const exportApiMs = performance.now() - t0;
  await context.close();
  if (!ctx.browser) await browser.close();
  if (!ctx.server) await server.close();
  return {
    members,
    sortMs: median(sort),
    sortApiMs: median(sortApi),
    pageMs: median(paging),
    pageApiMs: median(pageApi),
    exportMs,
    exportApiMs,
    exportRows,
  };
}

export function printLists(r: ListsBenchResult, log: (l: string) => void = console.log) {
  const row = (name: string, ui: number, api: number) =>
    log(`${name.padEnd(34)} ${ui.toFixed(0).padStart(7)} ms   api ${api.toFixed(0).padStart(7)} ms   ratio ${(ui / api).toFixed(2)}`);
  log(`members: ${r.members}`);
  row('sort change -> 50-row table', r.sortMs, r.sortApiMs);
  row('page change -> 50-row table', r.pageMs, r.pageApiMs);
  row(`CSV export (${r.exportRows} rows)`, r.exportMs, r.exportApiMs);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const r = await benchLists();
  printLists(r);
  writeFileSync(new URL('../results-browser-lists.json', import.meta.url), JSON.stringify(r, null, 2));
}
