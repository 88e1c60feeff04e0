// bench/peers profile: where the main thread's time goes in a cold load of one app of bench/peers, from a
// V8 CPU profile (two loads to warm the server, the third profiled): self time by script and by function,
// then the top scripts in 25 ms slices. Profiling slows the page: read the shares, not the times.
//
//   npm run build && flock /tmp/browser.lock node --import tsx bench/peers/profile.ts [ours|floor|conventional]
import { launchBrowser } from '../../tests/helpers/browser.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { startServer } from '../../src/server/start.js';
import { instrumentation } from './measure.js';
import { startPeersServer } from './server.js';
import { OUT_DIR } from './build.js';
import { resolve } from 'node:path';
const ASSETS = resolve('dist/web/assets');
const api = await startServer({ port: 0, host: '127.0.0.1', memory: true, demo: true, quiet: true });
await seedScale(api.db, { members: 920, companies: 0, products: 0 });
const login = await fetch(`${api.url}/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
});
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
const server = await startPeersServer({ apiUrl: api.url, token, outDir: OUT_DIR, assetsDir: ASSETS });
const browser = await launchBrowser();
const app = process.argv[2] ?? 'ours';
const path = app === 'ours' ? '/ours/?c.size=50' : `/${app}/`;
const sel = app === 'ours' ? '[data-part=list-table] tbody tr[data-row]' : 'tbody tr[data-row]';
for (let round = 0; round < 3; round++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(instrumentation(sel));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + path, { waitUntil: 'commit' });
  await page.waitForFunction('window.__bench && window.__bench.row50 !== null', undefined, { timeout: 30000, polling: 50 });
  const row50 = (await page.evaluate('window.__bench.row50')) as number;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: any };
  const marks = (await page.evaluate(
    `JSON.stringify(performance.getEntriesByType('resource').filter(r => r.name.includes('/v1/')).map(r => [new URL(r.name).pathname + new URL(r.name).search.slice(0,20), Math.round(r.startTime), Math.round(r.responseEnd)]))`,
  )) as string;
  if (round < 2) {
    await context.close();
    continue;
  }
  console.log('row50', Math.round(row50), marks);
  // self time per node
  const self = new Map<number, number>();
  const dt: number[] = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0) / 1000);
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const t = self.get(n.id) ?? 0;
    const url = (n.callFrame.url || '(native)').replace(/.*\//, '');
    byUrl.set(url, (byUrl.get(url) ?? 0) + t);
    const k = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    byFn.set(k, (byFn.get(k) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`)
      .join('\n');
  console.log('--- by script');
  console.log(top(byUrl, 25));
  console.log('--- by function');
  console.log(top(byFn, 40));
  // timeline buckets of 20ms by url (from profile start)
  let t = 0;
  const buckets = new Map<number, Map<string, number>>();
  const urlOf = new Map<number, string>(
    profile.nodes.map((n: any) => [n.id, (n.callFrame.url || n.callFrame.functionName || '?').replace(/.*\//, '')]),
  );
  for (let i = 0; i < profile.samples.length; i++) {
    t += (dt[i] ?? 0) / 1000;
    const b = Math.floor(t / 25) * 25;
    const m = buckets.get(b) ?? new Map();
    const u = urlOf.get(profile.samples[i])!;
    m.set(u, (m.get(u) ?? 0) + (dt[i + 1] ?? 0) / 1000);
    buckets.set(b, m);
  }
  for (const [b, m] of [...buckets].sort((a, c) => a[0] - c[0]))
    console.log(
      String(b).padStart(5),
      [...m]
        .sort((a, c) => c[1] - a[1])
        .slice(0, 4)
        .map(([u, v]) => `${u} ${v.toFixed(0)}`)
        .join(' | '),
    );
  await context.close();
}
await browser.close();
await server.close();
await api.close?.();
process.exit(0);
