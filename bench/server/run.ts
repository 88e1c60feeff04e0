/**
 * Reference server benchmark: p50/p95 of list calls and send-bulk on the scale data set,
 * through the app (app.request, no socket) beside the same queries run directly, the two in turns.
 * Run: node --import tsx bench/server/run.ts   (PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
 *
 * Members at scale, only when asked (about a minute at 1,000,000 on PostgreSQL, not part of the default run):
 *   BENCH_MEMBERS=1000000 BENCH_DATABASE_URL=postgres://user:pass@host/db node --import tsx bench/server/run.ts
 * seeds that many members (10,000 companies, 20,000 products) into a schema of its own on PostgreSQL
 * (dropped after; use a database of its own, not the tests'), and measures the members cases above plus a
 * deep page by offset (page 10,000 of 50), the last page, and the page after page 10,000 by cursor, and the
 * search and trends cases. Those results replace bench/results-server.json, marked with the member count.
 * Issue 40 adds, at scale: as many audit events as members and 10,000 sends, the companies, products,
 * audit, history, audience (ALL, COMPANIES, MEMBERS, with and without a country) and dashboard totals cases,
 * and each case's plan node kinds (EXPLAIN of its bare query) in the results.
 *
 * Search and trends (issue 16), in both runs: a name that begins thousands of names (rossi), an exact e-mail,
 * a misspelt name (found by similarity), and the trends of 12 months and 30 days in Europe/Rome, from the
 * daily counts and from the raw rows (issue 40), on the year of activity the scale seed writes (about 2% of
 * the members a day).
 */
import { writeFileSync } from 'node:fs';
import { timePair } from '../timing.js';
import { randomBytes } from 'node:crypto';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { signedInApp } from '../signed-in-app.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { seedScale, type ScaleOptions } from '../../src/server/seed/scale.js';
import { listMembers } from '../../src/server/routes/members-query.js';
import { listCompanies } from '../../src/server/routes/companies-query.js';
import { listProducts } from '../../src/server/routes/products-query.js';
import { countAudience } from '../../src/server/jobs/fanout.js';
import { searchIn } from '../../src/server/routes/search.js';
import { trendsOf } from '../../src/server/routes/insights-query.js';
import { listAudit } from '../../src/server/lib/audit.js';
import type { Queryable } from '../../src/server/db/types.js';
import {
  audienceQuery,
  auditQuery,
  companyListQuery,
  memberListQuery,
  notificationPayload,
  productListQuery,
  searchQuery,
  trendsQuery,
} from '../../src/api/contract/index.js';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  raw: (db: Db) => Promise<unknown>;
  runs?: number;
}

const params = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const listCase = (name: string, path: string, fn: (db: Db) => Promise<unknown>): Case => ({ name, method: 'GET', path, raw: fn });
const members = (name: string, path: string) => listCase(name, path, (db) => listMembers(db, memberListQuery.parse(params(path))));

// The search's bare query as the route runs it: on PostgreSQL in a transaction under its planner settings (issue 40).
const search = (name: string, path: string) => listCase(name, path, (db) => searchIn(db, searchQuery.parse(params(path))));
const trends = (name: string, path: string) => listCase(name, path, (db) => trendsOf(db, trendsQuery.parse(params(path))));
/** Issue 16: the global search and the dashboard's trends. */
const INSIGHT_CASES: Case[] = [
  search('search rossi', '/v1/search?q=rossi'),
  search('search exact e-mail', '/v1/search?q=m12345@scale.example.com'),
  search('search misspelt schneidr', '/v1/search?q=schneidr'),
  trends('trends 12m', '/v1/insights/trends?range=12m&tz=Europe/Rome'),
  trends('trends 30d', '/v1/insights/trends?range=30d&tz=Europe/Rome'),
  // Issue 40: the same through the raw rows (the statement before the daily counts) for comparison.
  listCase('trends 12m raw rows', '/v1/insights/trends?range=12m&tz=Europe/Rome', (db) =>
    trendsOf(db, trendsQuery.parse({ range: '12m', tz: 'Europe/Rome' }), 'rows'),
  ),
  listCase('trends 30d raw rows', '/v1/insights/trends?range=30d&tz=Europe/Rome', (db) =>
    trendsOf(db, trendsQuery.parse({ range: '30d', tz: 'Europe/Rome' }), 'rows'),
  ),
];

const bulk = { title: 'Bench', message: 'Benchmark message', type: 'SYSTEM', target: 'ALL' } as const;
const CASES: Case[] = [
  members('members p1 lastName', '/v1/members?page=1&limit=50&orderBy=lastName'),
  members('members p1000 lastName', '/v1/members?page=1000&limit=50&orderBy=lastName'),
  members('members p1 country=IT', '/v1/members?page=1&limit=50&orderBy=lastName&country=IT'),
  members('members p100 country=IT', '/v1/members?page=100&limit=50&orderBy=lastName&country=IT'),
  members('members p1 username~ross', '/v1/members?page=1&limit=50&orderBy=lastName&username=ross'),
  listCase('companies p1 name', '/v1/companies?page=1&limit=50', (db) => listCompanies(db, companyListQuery.parse({ page: 1, limit: 50 }))),
  listCase('companies p100 name', '/v1/companies?page=100&limit=50', (db) =>
    listCompanies(db, companyListQuery.parse({ page: 100, limit: 50 })),
  ),
  listCase('companies name~bistro', '/v1/companies?page=1&limit=50&name=bistro', (db) =>
    listCompanies(db, companyListQuery.parse({ page: 1, limit: 50, name: 'bistro' })),
  ),
  listCase('products company=5', '/v1/products?companyId=5&page=1&limit=50', (db) =>
    listProducts(db, productListQuery.parse({ companyId: 5, page: 1, limit: 50 })),
  ),
  // Before send-bulk: its fan-outs run in the background of the process (on PGlite's one thread) after it.
  ...INSIGHT_CASES,
  {
    name: 'send-bulk ALL',
    method: 'POST',
    path: '/v1/notifications/send-bulk',
    body: bulk,
    raw: (db) => countAudience(db, notificationPayload.parse(bulk)),
    runs: 5,
  },
];

const audience = (target: 'ALL' | 'MEMBERS' | 'COMPANIES', country?: string) =>
  listCase(
    `audience ${target}${country ? ` ${country}` : ''}`,
    `/v1/notifications/audience?target=${target}${country ? `&targetCountry=${country}` : ''}`,
    (db) => countAudience(db, audienceQuery.parse({ target, ...(country ? { targetCountry: country } : {}) }) as never),
  );
/**
 * Issue 40: the other calls of the admin screens, bare query beside each (the history's and the dashboard's
 * statements live in their routes: the bare query here is the same statement).
 */
const ADMIN_CASES: Case[] = [
  listCase('audit p1', '/v1/audit?limit=50', (db) => listAudit(db, auditQuery.parse({ limit: 50 }))),
  listCase('audit actor=3', '/v1/audit?limit=50&actorId=3', (db) => listAudit(db, auditQuery.parse({ limit: 50, actorId: 3 }))),
  listCase('audit target member 5', '/v1/audit?limit=50&targetType=member&targetId=5', (db) =>
    listAudit(db, auditQuery.parse({ limit: 50, targetType: 'member', targetId: '5' })),
  ),
  listCase('notifications history p1', '/v1/notifications?page=1&limit=20', (db) =>
    Promise.all([
      db.query('select count(*)::int as n from notification_sends'),
      db.query('select * from notification_sends order by sent_at desc, id desc limit $1 offset $2', [20, 0]),
    ]),
  ),
  audience('ALL'),
  audience('COMPANIES'),
  audience('MEMBERS'),
  audience('ALL', 'IT'),
  audience('COMPANIES', 'IT'),
  listCase('dashboard totals', '/v1/insights/all', (db) =>
    db.query(`select (select count(*) from companies)::int as companies, (select count(*) from members)::int as users,
              (select count(*) from products where deleted_at is null)::int as products`),
  ),
];

/**
 * The history the scale seed does not make (issue 40): as many audit events as members (spread over the past
 * year, 7 actors, 20,000 targets) and 10,000 sends. Recipient rows (`notifications`) are not made: no admin
 * screen reads them (the history reads the sends' own counts).
 */
async function seedHistory(db: Db, events: number) {
  for (let start = 0; start < events; start += 200_000)
    await db.query(
      `insert into audit_events (at, actor_id, actor_name, action, target_type, target_id, target_label)
       select now() - (g * (interval '365 days' / $2::int)), 1 + g % 7, 'Admin ' || (1 + g % 7),
              (array['member.disabled','member.enabled','product.deleted','notification.sent'])[1 + g % 4],
              (array['member','member','product','notification'])[1 + g % 4], (g % 20000)::text, 'Target ' || (g % 20000)
         from generate_series($1::int, $1::int + $3::int - 1) g`,
      [start + 1, events, Math.min(200_000, events - start)],
    );
  await db.exec(`insert into notification_sends (batch_id, title, message, type, target, recipients, author_id, author_name, sent_at, status, delivered)
      select 'bench-' || g, 'Bench ' || g, 'Message', 'SYSTEM', 'ALL', 1000, 1, 'Admin', now() - g * interval '1 hour', 'sent', 1000
        from generate_series(1, 10000) g`);
  for (const t of ['audit_events', 'notification_sends']) await db.exec(`vacuum analyze ${t}`);
}

/** The plan node kinds of the statements `fn` runs (EXPLAIN, the planner as it is): "Index Only Scan members_disabled_idx". */
async function planKinds(db: Db, fn: (q: Db) => Promise<unknown>): Promise<string[]> {
  type Node = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: Node[] };
  const kinds = new Set<string>();
  const walk = (n: Node) => {
    kinds.add([n['Node Type'], n['Index Name'] ?? n['Relation Name']].filter(Boolean).join(' '));
    (n.Plans ?? []).forEach(walk);
  };
  // Reads explained where they run (a transaction's reads in it, under its settings), writes and settings run only.
  const wrap = (on: Queryable): Queryable => ({
    async query(sql, params) {
      if (/^\s*(select|with)\b/i.test(sql) && !/^\s*select set_config\(/i.test(sql)) {
        const { rows } = await on.query<{ 'QUERY PLAN': [{ Plan: Node }] }>(`explain (format json) ${sql}`, params);
        walk(rows[0]!['QUERY PLAN'][0].Plan);
      }
      return on.query(sql, params);
    },
    exec: (sql) => on.exec(sql),
  });
  const q: Db = { kind: db.kind, ...wrap(db), transaction: (f) => db.transaction((tx) => f(wrap(tx))), close: () => db.close() };
  await fn(q).catch((e: unknown) => kinds.add(`not explained: ${String(e)}`));
  return [...kinds];
}

/**
 * The members list at BENCH_MEMBERS members: the members cases above, then deep pages by offset (page
 * 10,000 of 50, and the last page) and by cursor (the page after page 10,000, from that page's nextCursor).
 */
async function membersAtScale(db: Db): Promise<Case[]> {
  const q = (page: number) => `/v1/members?page=${page}&limit=50&orderBy=lastName`;
  const n = (await db.query<{ n: number }>('select count(*)::int as n from members')).rows[0]!.n;
  const last = Math.ceil(n / 50);
  const deep = Math.min(10_000, last);
  const { nextCursor } = await listMembers(db, memberListQuery.parse(params(q(deep))));
  return [
    ...CASES.filter((c) => c.name.startsWith('members ')),
    { ...members(`members p${deep} lastName`, q(deep)), runs: 20 },
    { ...members(`members p${last} (last) lastName`, q(last)), runs: 20 },
    ...(nextCursor ? [members(`members p${deep + 1} by cursor`, `/v1/members?limit=50&orderBy=lastName&cursor=${nextCursor}`)] : []),
    ...CASES.filter((c) => c.name.startsWith('companies ') || c.name.startsWith('products ')),
    ...INSIGHT_CASES,
    ...ADMIN_CASES,
  ];
}

async function benchTarget(label: string, db: Db, cases: Case[] | ((db: Db) => Promise<Case[]>) = CASES, scale: ScaleOptions = {}) {
  await migrate(db);
  await seedDemo(db);
  const seed = await seedScale(db, { ...scale, progress: (l) => console.log(`[${label}] ${l}`) });
  console.log(
    `[${label}] scale seed: ${seed.members} members, ${seed.companies} companies, ${seed.products} products in ${(seed.ms / 1000).toFixed(1)} s`,
  );
  console.log(`[${label}] activity: ${seed.activity} rows over the past year (seed --scale, issue 40)`);
  const t0 = performance.now();
  if (scale.members) {
    await seedHistory(db, scale.members);
    console.log(`[${label}] history: ${scale.members} audit events, 10000 sends in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  const { app, token } = await signedInApp(db);
  const rows = [];
  for (const c of typeof cases === 'function' ? await cases(db) : cases) {
    const runs = c.runs ?? 30;
    const call = async () => {
      const res = await app.request(c.path, {
        method: c.method,
        headers: { authorization: `Bearer ${token}`, ...(c.body ? { 'content-type': 'application/json' } : {}) },
        ...(c.body ? { body: JSON.stringify(c.body) } : {}),
      });
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
      await res.text();
    };
    // In turns, so that load from elsewhere (another process, a checkpoint) weighs on both alike.
    const [api, raw] = await timePair(call, () => c.raw(db), runs);
    const row = {
      db: label,
      case: c.name,
      apiP50: +api.p50.toFixed(2),
      apiP95: +api.p95.toFixed(2),
      sqlP50: +raw.p50.toFixed(2),
      sqlP95: +raw.p95.toFixed(2),
      ratioP50: +(api.p50 / raw.p50).toFixed(2),
      ratioP95: +(api.p95 / raw.p95).toFixed(2),
      ...(db.kind === 'pg' ? { plan: await planKinds(db, (q) => c.raw(q)) } : {}),
    };
    rows.push(row);
    console.log(
      `${label.padEnd(8)} ${c.name.padEnd(28)} api p50 ${row.apiP50.toFixed(1).padStart(7)} p95 ${row.apiP95.toFixed(1).padStart(7)} | sql p50 ${row.sqlP50.toFixed(1).padStart(7)} p95 ${row.sqlP95.toFixed(1).padStart(7)} | x${row.ratioP50}`,
    );
    if (row.plan) console.log(`${''.padEnd(37)} plan: ${row.plan.join(', ')}`);
  }
  // The fan-outs of send-bulk go on in the background: stopped (gracefully) before the database closes.
  await app.jobs.stop();
  await app.lastSeen.idle();
  return rows;
}

/** Runs `fn` on a schema of its own on PostgreSQL, dropped after. */
async function onPostgres<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const pg = await openDb({ databaseUrl: url, schema });
  try {
    return await fn(pg);
  } finally {
    await pg.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
    await pg.close();
  }
}

const results = [];
const atScale = process.env['BENCH_MEMBERS'];
if (atScale) {
  const n = Number(atScale);
  const url = process.env['BENCH_DATABASE_URL'];
  if (!Number.isInteger(n) || n < 1) throw new Error(`BENCH_MEMBERS must be a whole number of members, e.g. 1000000; got "${atScale}"`);
  if (!url)
    throw new Error('BENCH_MEMBERS runs on PostgreSQL only: set BENCH_DATABASE_URL too (a database of its own, e.g. backoffice_bench)');
  results.push(
    ...(await onPostgres(url, (pg) => benchTarget('postgres', pg, membersAtScale, { members: n, companies: 10_000, products: 20_000 }))),
  );
} else {
  const pglite = await openDb();
  try {
    results.push(...(await benchTarget('pglite', pglite)));
  } finally {
    await pglite.close();
  }
  const url = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
  if (url) results.push(...(await onPostgres(url, (pg) => benchTarget('postgres', pg))));
}
console.table(results);
const run = { date: new Date().toISOString(), node: process.version, ...(atScale ? { members: Number(atScale) } : {}), results };
writeFileSync(new URL('../results-server.json', import.meta.url), JSON.stringify(run, null, 2));
console.log('wrote bench/results-server.json');
