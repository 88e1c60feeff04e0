// Browser benchmark of <admin-notifications>: input latency while typing a title and a message with
// both lock-screen previews live (keystroke → next frame, measured in the page), beside a bare React
// controlled input with a text preview (ratio).
// Module for bench/browser/run.ts (`run(ctx)`); standalone: npm run build && node --import tsx bench/browser/composer.ts
import type { Page } from 'playwright-core';
import { reactFloor } from './categories.js';
import { median, percentile, printTable, ratio, round, type BenchContext } from './lib.js';

const TEXT = 'Saldi di fine stagione nei negozi del centro: fino al 50% su abbigliamento e accessori!';

// Each input event (composed, so seen at the document) is timed from its timestamp to the frame after it.
const RECORD = `window.__lat = []; document.addEventListener('input', (e) => { const t0 = e.timeStamp;
  requestAnimationFrame(() => setTimeout(() => window.__lat.push(performance.now() - t0), 0)); }, true);`;

async function typeAndCollect(page: Page, selector: string): Promise<number[]> {
  await page.evaluate(RECORD);
  await page.locator(selector).click();
  await page.keyboard.type(TEXT, { delay: 30 });
  await page.waitForTimeout(200);
  return (await page.evaluate('window.__lat')) as number[];
}

async function panel(ctx: BenchContext): Promise<number[]> {
  const context = await ctx.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await ctx.signIn(page);
  await page.route('**/bench-composer.html', (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="it"><head><script type="module" src="/assets/index.js"></script></head><body><admin-notifications></admin-notifications></body></html>`,
    }),
  );
  await page.goto(`${ctx.baseUrl}/bench-composer.html`);
  await page.locator('admin-notifications [data-part=audience][data-count]:not([data-count=""])').waitFor();
  const title = await typeAndCollect(page, 'admin-notifications input[name=title]');
  const message = await typeAndCollect(page, 'admin-notifications textarea[name=message]');
  const shown = await page.locator('admin-notifications [data-part=preview-android] [data-part=preview-message]').textContent();
  if (shown !== TEXT) throw new Error(`preview shows ${JSON.stringify(shown)}`);
  await context.close();
  return [...title, ...message];
}

async function bare(ctx: BenchContext): Promise<number[]> {
  const context = await ctx.browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await reactFloor(page);
  await page.route('**/bench-bare-composer.html', (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><div id="root"></div><script type="module">
        import { createElement as h, createRoot, useState } from '/react-floor/index.js';
        function App() { const [v, set] = useState('');
          return h('div', null, h('input', { name: 'title', value: v, onChange: (e) => set(e.target.value) }), h('p', null, v), h('p', null, v)); }
        createRoot(document.getElementById('root')).render(h(App));
      </script></body></html>`,
    }),
  );
  await page.goto(`${ctx.baseUrl}/bench-bare-composer.html`);
  await page.locator('input[name=title]').waitFor();
  const a = await typeAndCollect(page, 'input[name=title]');
  const b = await typeAndCollect(page, 'input[name=title]');
  await context.close();
  return [...a, ...b];
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const p: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < Math.min(ctx.runs, 5); i++) {
    p.push(...(await panel(ctx)));
    b.push(...(await bare(ctx)));
  }
  const result = {
    keystrokes: p.length,
    panelMedianMs: round(median(p)),
    panelP90Ms: round(percentile(p, 90)),
    bareMedianMs: round(median(b)),
    bareP90Ms: round(percentile(b, 90)),
    medianRatio: round(median(p) / median(b), 2),
    p90Ratio: round(percentile(p, 90) / percentile(b, 90), 2),
  };
  printTable(
    ['input latency (keystroke → next frame)', 'median', 'p90'],
    [
      ['composer with iOS + Android previews', `${result.panelMedianMs} ms`, `${result.panelP90Ms} ms`],
      ['bare React input + text preview', `${result.bareMedianMs} ms`, `${result.bareP90Ms} ms`],
      ['ratio', ratio(result.medianRatio), ratio(result.p90Ratio)],
    ],
  );
  return result;
}

if (process.argv[1]?.endsWith('composer.ts')) {
  const { launchBrowser } = await import('../../tests/helpers/browser.js');
  const { startDemoServer } = await import('../../tests/helpers/server.js');
  const { makeSignIn } = await import('./lib.js');
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    await run({ browser, baseUrl: server.url, signIn: makeSignIn(server.url), runs: Number(process.env.BENCH_RUNS ?? 3) });
  } finally {
    await browser.close();
    await server.close();
  }
}
