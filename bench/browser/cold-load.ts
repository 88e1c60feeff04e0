// Cold load in headless Chromium (fresh context, HTTP cache disabled) of:
//   bare   — a bare React page (bench/fixtures/bare-react, same tsup settings) until its form is rendered;
//   login  — the back-office /login until the sign-in form (email field + submit button) is rendered;
//   home   — /home, signed in, until the three dashboard totals are rendered.
// Times are the page's performance.now() at the first animation frame where the selectors match (deep,
// through open shadow roots): ms since navigation start. Scenarios are interleaved in each round so
// machine load hits them alike; one warm-up round is dropped. Beside it: when the last script and the
// last API call (fetch) finished (median), to split network/module waterfall from run + render time.
import type { Page } from 'playwright-core';
import { coldPage, median, printTable, ms, ratio, round, stats, waitDeep, type BenchContext, type Stats } from './lib.js';

export interface Scenario {
  name: string;
  url: string;
  signedIn: boolean;
  ready: string[];
  count: number;
}

export const scenarios = (baseUrl: string, bareUrl: string): Scenario[] => [
  { name: 'bare React form', url: `${bareUrl}/`, signedIn: false, ready: ['form input[name=email]', 'form button[type=submit]'], count: 1 },
  {
    name: '/login form',
    url: `${baseUrl}/login`,
    signedIn: false,
    ready: ['form input[name=email]', 'form button[type=submit]'],
    count: 1,
  },
  { name: '/home totals (signed in)', url: `${baseUrl}/home`, signedIn: true, ready: ['[data-part=total-value]'], count: 3 },
];

interface Sample {
  ready: number;
  scripts: number;
  /** responseEnd of the last script, and of the last fetch (API call), ms since navigation start. */
  lastScript: number;
  lastFetch: number;
}

const TIMINGS = `(() => {
  const r = performance.getEntriesByType('resource');
  const end = (t) => Math.max(0, ...r.filter((e) => e.initiatorType === t).map((e) => e.responseEnd));
  return { lastScript: end('script'), lastFetch: end('fetch') };
})()`;

async function once(ctx: BenchContext, s: Scenario): Promise<Sample> {
  const { context, page } = await coldPage(ctx.browser);
  try {
    let scripts = 0;
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts++));
    if (s.signedIn) await ctx.signIn(page);
    await page.goto(s.url, { waitUntil: 'commit' });
    const ready = await waitDeep(page as Page, s.ready, s.count, 20_000);
    const t = (await page.evaluate(TIMINGS)) as { lastScript: number; lastFetch: number };
    return { ready, scripts, ...t };
  } finally {
    await context.close();
  }
}

/** One sample, retried twice (a build running meanwhile empties dist/web/assets for a few seconds). */
async function attempt(ctx: BenchContext, s: Scenario): Promise<Sample | null> {
  for (let i = 0; i < 3; i++) {
    try {
      return await once(ctx, s);
    } catch (error) {
      failures++;
      console.warn(`  ${s.name}: ${String((error as Error)?.message ?? error).split('\n')[0]}${i < 2 ? ' (retrying)' : ' (dropped)'}`);
    }
  }
  return null;
}

let failures = 0;

export async function coldLoad(ctx: BenchContext, bareUrl: string): Promise<Record<string, unknown>> {
  const list = scenarios(ctx.baseUrl, bareUrl);
  const samples = new Map<string, Sample[]>(list.map((s) => [s.name, []]));
  for (let pass = 0; pass <= ctx.runs; pass++)
    for (const s of list) {
      const r = await attempt(ctx, s);
      if (pass > 0 && r) samples.get(s.name)!.push(r);
    }
  const bare = stats(samples.get(list[0]!.name)!.map((x) => x.ready));
  type Out = Stats & { scripts: number; ratioMedian: number; ratioP90: number; lastScriptMedian: number; lastFetchMedian: number };
  const out: Record<string, Out> = {};
  for (const s of list) {
    const xs = samples.get(s.name)!;
    const st = stats(xs.map((x) => x.ready));
    out[s.name] = {
      ...st,
      scripts: Math.max(...xs.map((x) => x.scripts)),
      ratioMedian: round(st.median / bare.median, 2),
      ratioP90: round(st.p90 / bare.p90, 2),
      lastScriptMedian: round(median(xs.map((x) => x.lastScript))),
      lastFetchMedian: round(median(xs.map((x) => x.lastFetch))),
    };
  }
  console.log(`\ncold load, ${ctx.runs} runs each (ms since navigation start, fresh context, cache disabled)`);
  printTable(
    ['page', 'scripts', 'last script', 'last API', 'ready median', 'p90', 'min', 'max', 'x bare (median)', 'x bare (p90)'],
    Object.entries(out).map(([name, r]) => [
      name,
      r.scripts,
      ms(r.lastScriptMedian),
      r.lastFetchMedian ? ms(r.lastFetchMedian) : '-',
      ms(r.median),
      ms(r.p90),
      ms(r.min),
      ms(r.max),
      ratio(r.ratioMedian),
      ratio(r.ratioP90),
    ]),
  );
  return { unit: 'ms since navigation start', runs: ctx.runs, failures, scenarios: out };
}
