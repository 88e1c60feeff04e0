// Bundle sizes of the lazy elements build (dist/web/assets) beside the floor: React + ReactDOM alone,
// built with the same tsup options. node --import tsx bench/bundle/run.ts  (after `npm run build`;
// BENCH_NO_BROWSER=1 skips the Chromium recording). Writes bench/results-bundle.json.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dictionaryChunks } from '../../scripts/preload-links.js';
import { TAGS, type AdminTag, type TagSpec } from '../../src/elements/tags.js';
import { DEFAULT_LANGUAGE } from '../../src/i18n/index.js';
import { buildLikeElements, fixture } from '../fixtures/build.js';
import { kb, printTable, ratio } from '../browser/lib.js';
import { withCosts } from '../../scripts/cost-table.js';
import { attribute, contributors, type Contributor } from './attribution.js';
import { elementChunks, readGraph, snapshot, staticClosure, staticDepth } from './graph.js';
import { recordings } from './record-all.js';
import { sizeOf, sumSizes, type Size } from './sizes.js';

const BUILT = 'dist/web/assets';
const AIM = { core: 1.5, screen: 0.4, panelPage: 1.9 } as const;

interface Row extends Size {
  name: string;
  files: number;
  /** Module waterfall (round trips): index.js's static levels + the element chunk's (dynamic hop). */
  depth: number | null;
  aim: number | null;
  xGzip: number;
  xBrotli: number;
  ok: boolean | null;
}

if (!existsSync(join(BUILT, 'index.js'))) throw new Error(`${BUILT}/index.js not found: run \`npm run build\` first`);
const DIR = snapshot(BUILT);

const floorDir = await buildLikeElements(fixture('./react-floor.ts'), 'floor');
const floor = sizeOf(readFileSync(join(floorDir, 'index.js')));

const graph = readGraph(DIR);
const tags = elementChunks(DIR);
const loader = staticClosure(graph, ['index.js']);
const closures = new Map([...tags].map(([tag, file]) => [tag, staticClosure(graph, [file])]));
const all = [...closures.values()];
const shared = new Set([...all[0]!].filter((f) => all.every((c) => c.has(f)) && ![...tags.values()].includes(f)));
const core = new Set([...loader, ...shared]);
const screens = [...tags.keys()].filter((t) => t !== 'admin-app');
// A panel renders nothing before its language's dictionary, a chunk of its own asked for beside the tag's
// graph (one language, not both): the page rows count the default language's, as the pages recorded below
// set no `lang`.
// Of it, the frame's part and the namespaces the tag shows (src/elements/tags.ts), each a chunk.
const dictionaryParts = dictionaryChunks(DIR, graph.keys())[DEFAULT_LANGUAGE] ?? {};
const dictionaryOf = (tag: string) => {
  const spec = (TAGS[tag as AdminTag] as TagSpec | undefined)?.namespaces;
  const namespaces = spec === 'all' ? Object.keys(dictionaryParts) : ['frame', ...(spec ?? [])];
  return staticClosure(
    graph,
    namespaces.flatMap((ns) => (dictionaryParts[ns] ? [dictionaryParts[ns]] : [])),
  );
};
const page = (tag: string) => new Set([...loader, ...closures.get(tag)!, ...dictionaryOf(tag)]);

const rows: Row[] = [];
const row = (name: string, files: Iterable<string> | (Size & { files: string[] }), aim: number | null, depth: number | null = null) => {
  const list = Symbol.iterator in files ? [...files] : files.files;
  const s = Symbol.iterator in files ? sumSizes(DIR, list) : files;
  const xGzip = s.gzip / floor.gzip;
  const xBrotli = s.brotli / floor.brotli;
  const r: Row = {
    name,
    raw: s.raw,
    gzip: s.gzip,
    brotli: s.brotli,
    files: list.length,
    depth,
    aim,
    xGzip,
    xBrotli,
    ok: aim === null ? null : xGzip <= aim && xBrotli <= aim,
  };
  rows.push(r);
  return r;
};

rows.push({ name: 'floor: react + react-dom', ...floor, files: 1, depth: 1, aim: null, xGzip: 1, xBrotli: 1, ok: null });
row('loader (index.js + static imports)', loader, null);
row(`shared chunks (${shared.size}, in every element)`, shared, null);
row('loader + shared', core, AIM.core);
const increments = new Map<string, Set<string>>();
for (const tag of [...screens, 'admin-app']) {
  const inc = new Set([...closures.get(tag)!].filter((f) => !core.has(f)));
  increments.set(tag, inc);
  row(`screen ${tag} (beyond loader + shared)`, inc, tag === 'admin-app' ? null : AIM.screen);
}
const depth = (tag: string) => staticDepth(graph, 'index.js') + staticDepth(graph, tags.get(tag)!);
// The dashboard's own code (issue 16: its quick stats, charts and recent activity): the chunk(s) holding
// src/features/dashboard, what of them is that code (from the source maps), and which tags load them. The
// charts and trends must come with the dashboard only: never in loader + shared, nor in another screen's graph.
const dashboardText = new Map<string, string[]>();
for (const f of graph.keys()) {
  const own = attribute(DIR, f).get('src/features/dashboard');
  if (own) dashboardText.set(f, own);
}
const dashboardChunks = [...dashboardText.keys()];
const dashboardLoadedBy = [...tags.keys()].filter((tag) => dashboardChunks.some((f) => closures.get(tag)!.has(f)));
const dashboardInCore = dashboardChunks.filter((f) => core.has(f));
row(
  `dashboard chunk${dashboardChunks.length === 1 ? '' : `s (${dashboardChunks.length})`} (holding src/features/dashboard)`,
  dashboardChunks,
  null,
);
row(
  'dashboard code in it (src/features/dashboard)',
  { ...sizeOf([...dashboardText.values()].flat().join('')), files: dashboardChunks },
  null,
);
for (const tag of screens) row(`page with only <${tag}>`, page(tag), AIM.panelPage, depth(tag));
row('page with <admin-app> (static graph)', page('admin-app'), null, depth('admin-app'));
row(`every chunk reachable from index.js (${graph.size})`, graph.keys(), null);

const recorded = process.env.BENCH_NO_BROWSER ? null : await recordings([...tags.keys()], DIR);
if (recorded) {
  for (const tag of screens) row(`page with only <${tag}> (chromium)`, recorded.panels[tag]!, AIM.panelPage);
  row('back-office /login, signed out (chromium)', recorded.login, null);
  row('back-office /home, signed in (chromium)', recorded.home, null);
}

printTable(
  ['name', 'files', 'depth', 'raw', 'gzip', 'brotli', 'x floor gz', 'x floor br', 'aim', 'ok?'],
  rows.map((r) => [
    r.name,
    r.files,
    r.depth ?? '',
    kb(r.raw),
    kb(r.gzip),
    kb(r.brotli),
    ratio(r.xGzip),
    ratio(r.xBrotli),
    r.aim === null ? '-' : `<= ${r.aim}x`,
    r.ok === null ? '' : r.ok ? 'ok' : 'MISS',
  ]),
);

// Panel pages: the Chromium recording should fetch exactly the static graph.
const mismatches: Record<string, { onlyGraph: string[]; onlyNetwork: string[] }> = {};
if (recorded)
  for (const tag of screens) {
    const g = page(tag);
    const n = new Set(recorded.panels[tag]!.files);
    const onlyGraph = [...g].filter((f) => !n.has(f));
    const onlyNetwork = [...n].filter((f) => !g.has(f));
    if (onlyGraph.length || onlyNetwork.length) mismatches[tag] = { onlyGraph, onlyNetwork };
  }
if (Object.keys(mismatches).length) console.log('\ngraph vs chromium differences:', JSON.stringify(mismatches, null, 2));
console.log(
  `\ndashboard chunk ${dashboardChunks.join(', ') || '(none)'} loaded by: ${dashboardLoadedBy.join(', ') || 'nothing'}${dashboardInCore.length ? `; IN LOADER + SHARED: ${dashboardInCore.join(', ')}` : ' (not in loader + shared)'}`,
);

// Where the bytes go: top sources (from the chunks' source maps) of what misses its aim.
const top: Record<string, Contributor[]> = {};
const show = (label: string, files: Iterable<string>, n: number) => {
  top[label] = contributors(DIR, files, n);
  console.log(`\ntop contributors: ${label}`);
  printTable(
    ['source', 'raw', 'gzip (alone)'],
    top[label]!.map((c) => [c.group, kb(c.raw), kb(c.gzip)]),
  );
};
if (rows.some((r) => r.name === 'loader + shared' && r.ok === false)) show('loader + shared', core, 15);
for (const tag of screens)
  if (rows.find((r) => r.name.startsWith(`screen ${tag} `))?.ok === false) show(`screen ${tag}`, increments.get(tag)!, 8);

const stale = readdirSync(BUILT).filter((f) => f.endsWith('.js') && !graph.has(f));
if (stale.length)
  console.log(
    `\nnote: ${stale.length} .js files in ${DIR} are not reachable from index.js (stale builds: tsup clean is off there); measured a snapshot of the reachable ones`,
  );

const results = {
  floor,
  aims: AIM,
  rows,
  shared: [...shared],
  loader: [...loader],
  topContributors: top,
  dashboard: { chunks: dashboardChunks, loadedBy: dashboardLoadedBy, inLoaderOrShared: dashboardInCore },
  graphVsChromium: recorded ? mismatches : 'skipped',
  staleFiles: stale.length,
  compression: 'gzip level 9, brotli quality 11; each file compressed on its own',
};
writeFileSync(new URL('../results-bundle.json', import.meta.url), JSON.stringify(results, null, 2));
console.log('\nwrote bench/results-bundle.json');
// integrating.md's cost figures follow the measurement (scripts/cost-table.ts).
const docUrl = new URL('../../docs/integrating.md', import.meta.url);
// Formatted as the repository's lint wants it (the table's column widths follow the figures).
const prettier = await import('prettier');
const docText = withCosts(readFileSync(docUrl, 'utf8'), rows);
writeFileSync(docUrl, await prettier.format(docText, { ...(await prettier.resolveConfig(docUrl)), filepath: docUrl.pathname }));
console.log('rewrote the costs block of docs/integrating.md');
