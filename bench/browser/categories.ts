// Browser benchmark of <admin-categories>: render a tree of 2,000 categories (2,000 main categories) and
// open a column of 2,000 subcategories, time and DOM nodes, beside a bare React list of the same 2,000
// items (ratio). The tree is served through page.route, so the demo server's data is untouched.
// Module for bench/browser/run.ts (`run(ctx)`); standalone: npm run build && node --import tsx bench/browser/categories.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Category } from '../../src/api/contract/category.js';
import { buildLikeElements, fixture } from '../fixtures/build.js';
import { median, printTable, ratio, round, waitDeep, type BenchContext } from './lib.js';

const N = 2000;
const word = (i: number) => `Category ${String(i).padStart(4, '0')} ${['alpha', 'beta', 'gamma', 'delta'][i % 4]}`;
const node = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  name: `c${id}`,
  translations: [
    { languageCode: 'en', name },
    { languageCode: 'it', name: `${name} it` },
  ],
  children,
});
/** 2,000 main categories; the first one also has 2,000 children. */
export function bigTree(): Category[] {
  const kids = Array.from({ length: N }, (_, i) => node(100_000 + i, word(N - i)));
  return Array.from({ length: N }, (_, i) => node(i + 1, word((i * 7919) % N), i === 0 ? kids : []));
}

const DEEP_NODES = `(() => { let n = 0; const v = (r) => { const all = r.querySelectorAll('*'); n += all.length; for (const e of all) if (e.shadowRoot) v(e.shadowRoot); }; v(document); return n; })()`;

/** The bare React baseline: React + ReactDOM alone (bench/fixtures/react-floor.ts), built once. */
export async function reactFloor(page: Page): Promise<void> {
  const dir = (reactFloorDir ??= buildLikeElements(fixture('./react-floor.ts'), 'react-floor'));
  const out = await dir;
  await page.route('**/react-floor/**', (r) => {
    const file = new URL(r.request().url()).pathname.replace(/^\/react-floor\//, '');
    return r.fulfill({ contentType: 'text/javascript', body: readFileSync(join(out, file)) });
  });
}
let reactFloorDir: Promise<string> | undefined;

async function panel(ctx: BenchContext, tree: Category[]) {
  const context = await ctx.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await ctx.signIn(page);
  await page.route('**/v1/categories', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: tree }) }));
  await page.route('**/bench-categories.html', (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><script type="module" src="/assets/index.js"></script></head><body><admin-categories lang="en"></admin-categories></body></html>`,
    }),
  );
  await page.goto(`${ctx.baseUrl}/bench-categories.html`);
  const rendered = await waitDeep(page, 'section[data-column="0"] [role=row]');
  const nodesRoot = (await page.evaluate(DEEP_NODES)) as number;
  // Open the first main category (2,000 children): click → second column's rows on screen.
  const t = (await page.evaluate(`new Promise((resolve) => {
    const root = document.querySelector('admin-categories').shadowRoot;
    const cell = [...root.querySelectorAll('section[data-column="0"] [role=row]')].find((r) => r.dataset.id === '1');
    const t0 = performance.now();
    cell.querySelector('[data-part=name]').click();
    const tick = () => root.querySelector('section[data-column="1"] [role=row]') ? requestAnimationFrame(() => resolve(performance.now() - t0)) : requestAnimationFrame(tick);
    tick();
  })`)) as number;
  const nodesOpen = (await page.evaluate(DEEP_NODES)) as number;
  await context.close();
  return { rendered, open: t, nodesRoot, nodesOpen };
}

async function bare(ctx: BenchContext, tree: Category[]) {
  const context = await ctx.browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await reactFloor(page);
  const items = JSON.stringify(tree.map((c) => [c.id, c.translations[0]!.name]));
  await page.route('**/bench-bare.html', (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><div id="root"></div><script type="module">
        import { createElement as h, createRoot } from '/react-floor/index.js';
        const items = ${items};
        const t0 = performance.now();
        createRoot(document.getElementById('root')).render(h('ul', null, items.sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => h('li', { key: id }, h('button', null, name)))));
        const tick = () => document.querySelector('li') ? requestAnimationFrame(() => { window.__bare = performance.now() - t0; }) : requestAnimationFrame(tick);
        tick();
      </script></body></html>`,
    }),
  );
  await page.goto(`${ctx.baseUrl}/bench-bare.html`);
  await page.waitForFunction('window.__bare !== undefined');
  const ms = (await page.evaluate('window.__bare')) as number;
  const nodes = (await page.evaluate(DEEP_NODES)) as number;
  await context.close();
  return { ms, nodes };
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const tree = bigTree();
  const p: Awaited<ReturnType<typeof panel>>[] = [];
  const b: Awaited<ReturnType<typeof bare>>[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    p.push(await panel(ctx, tree));
    b.push(await bare(ctx, tree));
  }
  const openMs = median(p.map((x) => x.open));
  const bareMs = median(b.map((x) => x.ms));
  const result = {
    categories: N,
    firstRowsAtMs: round(median(p.map((x) => x.rendered))),
    openColumnMs: round(openMs),
    domNodesRoot: p[0]!.nodesRoot,
    domNodesAfterOpen: p[0]!.nodesOpen,
    bareReactListMs: round(bareMs),
    bareReactDomNodes: b[0]!.nodes,
    openVsBareRatio: round(openMs / bareMs, 2),
    domNodesRatio: round(p[0]!.nodesOpen / b[0]!.nodes, 2),
  };
  printTable(
    ['categories (2,000 + 2,000)', 'median', 'DOM nodes'],
    [
      ['panel: first rows after navigation', `${result.firstRowsAtMs} ms`, result.domNodesRoot],
      ['panel: open a column of 2,000', `${result.openColumnMs} ms`, result.domNodesAfterOpen],
      ['bare React list of 2,000', `${result.bareReactListMs} ms`, result.bareReactDomNodes],
      ['ratio open / bare', ratio(result.openVsBareRatio), ratio(result.domNodesRatio)],
    ],
  );
  return result;
}

if (process.argv[1]?.endsWith('categories.ts')) {
  const { launchBrowser } = await import('../../tests/helpers/browser.js');
  const { startDemoServer } = await import('../../tests/helpers/server.js');
  const { makeSignIn } = await import('./lib.js');
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    await run({ browser, baseUrl: server.url, signIn: makeSignIn(server.url), runs: Number(process.env.BENCH_RUNS ?? 5) });
  } finally {
    await browser.close();
    await server.close();
  }
}
