/**
 * The audit trail at scale (issue 13): GET /v1/audit on 1,000,000 events, first page and pages deep in
 * the cursor, p50/p95 through the app beside the query function alone (listAudit), a hand-written
 * keyset query (the floor) and the same page by OFFSET (the peer keyset replaces), all in one run.
 * Then the cost of the audit row on a member disable: the same transaction with and without it.
 * Run: node --import tsx bench/audit/run.ts   (PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set)
 * AUDIT_EVENTS=200000 runs a smaller trail.
 */
import { writeFileSync } from 'node:fs';
import { pct, time as timed } from '../timing.js';
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { signedInApp } from '../signed-in-app.js';
import { seedDemo, DEMO } from '../../src/server/seed/demo.js';
import { audit, listAudit } from '../../src/server/lib/audit.js';
import type { AppEnv } from '../../src/server/lib/deps.js';
import { auditQuery } from '../../src/api/contract/index.js';

const EVENTS = Number(process.env['AUDIT_EVENTS'] ?? 1_000_000);
const PAGE = 50;
const COLUMNS = `id::text as id, at, (extract(epoch from at) * 1000000)::bigint::text as micros, actor_id, actor_name, action,
  target_type, target_id, target_label, changes, request_id, ip, user_agent`;

/** p50 and p95 rounded to µs for the results file. */
async function time(fn: () => Promise<unknown>, runs: number) {
  const t = await timed(fn, runs);
  return { p50: +t.p50.toFixed(3), p95: +t.p95.toFixed(3) };
}

/** A trail of `n` events over the last 365 days, actions and targets spread like a busy back-office. */
async function fillTrail(db: Db, n: number) {
  const t = performance.now();
  const chunk = 100_000;
  for (let start = 0; start < n; start += chunk) {
    await db.query(
      `insert into audit_events (at, actor_id, actor_name, action, target_type, target_id, target_label, changes, request_id, ip, user_agent)
       select now() - (g * (interval '365 days' / $2::int)),
              1 + g % 7, 'Admin ' || (1 + g % 7),
              (array['member.disabled','member.enabled','product.deleted','category.renamed','notification.sent','auth.signed_in','account.profile_updated','product.restored'])[1 + g % 8],
              (array['member','member','product','category','notification','member','member','product'])[1 + g % 8],
              (g % 20000)::text, 'Target ' || (g % 20000),
              case when g % 8 in (0, 1) then jsonb_build_object('enabled', jsonb_build_object('from', g % 8 = 1, 'to', g % 8 = 0)) end,
              md5(g::text), '10.0.' || (g % 250) || '.' || (g % 200), 'bench'
       from generate_series($1::int, $1::int + $3::int - 1) g`,
      [start + 1, n, Math.min(chunk, n - start)],
    );
  }
  await db.exec('analyze audit_events');
  return performance.now() - t;
}

/** The cursor the API would hand out after `offset` rows of the filtered trail. */
async function cursorAt(db: Db, offset: number, where = '') {
  const { rows } = await db.query<{ micros: string; id: string }>(
    `select (extract(epoch from at) * 1000000)::bigint::text as micros, id::text as id from audit_events ${where}
     order by at desc, id desc offset ${offset - 1} limit 1`,
  );
  const r = rows[0]!;
  return { cursor: Buffer.from(`${r.micros}.${r.id}`).toString('base64url'), micros: r.micros, id: r.id };
}

async function benchTarget(label: string, db: Db) {
  await migrate(db);
  await seedDemo(db);
  const fillMs = await fillTrail(db, EVENTS);
  const { rows: count } = await db.query<{ n: string }>('select count(*)::text as n from audit_events');
  console.log(`[${label}] audit trail: ${count[0]!.n} events written in ${(fillMs / 1000).toFixed(1)} s`);
  const { app, token } = await signedInApp(db);
  const headers = { authorization: `Bearer ${token}` };

  const deepRows = Math.min(50_000, Math.floor(EVENTS / 2));
  const deep = await cursorAt(db, deepRows);
  const deepAction = await cursorAt(db, Math.floor(deepRows / 8), `where action = 'member.disabled'`);
  const after = (c: { micros: string; id: string }) =>
    `(at, id) < (timestamptz 'epoch' + ${c.micros}::bigint * interval '1 microsecond', ${c.id}::bigint)`;
  const actionRows = Math.floor(deepRows / 8);
  // filter: the WHERE of the filters alone (what OFFSET runs); keyset: the cursor's condition.
  const cases: { name: string; qs: Record<string, string>; filter: string[]; keyset: string | null; offset: number }[] = [
    { name: 'audit p1', qs: {}, filter: [], keyset: null, offset: 0 },
    { name: `audit after ${deepRows} rows`, qs: { cursor: deep.cursor }, filter: [], keyset: after(deep), offset: deepRows },
    { name: 'audit action p1', qs: { action: 'member.disabled' }, filter: [`action = 'member.disabled'`], keyset: null, offset: 0 },
    {
      name: `audit action after ${actionRows}`,
      qs: { action: 'member.disabled', cursor: deepAction.cursor },
      filter: [`action = 'member.disabled'`],
      keyset: after(deepAction),
      offset: actionRows,
    },
    {
      name: 'audit target p1',
      qs: { targetType: 'member', targetId: '4242' },
      filter: [`target_type = 'member'`, `target_id = '4242'`],
      keyset: null,
      offset: 0,
    },
    { name: 'audit actor p1', qs: { actorId: '3' }, filter: ['actor_id = 3'], keyset: null, offset: 0 },
    {
      name: 'audit company p1',
      qs: { companyId: '1' },
      filter: [
        `(target_type, target_id) in (select 'member', member_id::text from companies where id = 1 union all select 'product', id::text from products where company_id = 1)`,
      ],
      keyset: null,
      offset: 0,
    },
  ];
  const whereOf = (conds: (string | null)[]) => {
    const c = conds.filter(Boolean);
    return c.length ? `where ${c.join(' and ')}` : '';
  };
  const rows = [];
  for (const c of cases) {
    const url = `/v1/audit?${new URLSearchParams({ limit: String(PAGE), ...c.qs })}`;
    const api = await time(async () => {
      const res = await app.request(url, { headers });
      if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${await res.text()}`);
      await res.text();
    }, 40);
    const parsed = auditQuery.parse({ limit: PAGE, ...c.qs });
    const fn = await time(() => listAudit(db, parsed), 40);
    const floor = await time(
      () => db.query(`select ${COLUMNS} from audit_events ${whereOf([...c.filter, c.keyset])} order by at desc, id desc limit ${PAGE + 1}`),
      40,
    );
    // The peer: the same page by OFFSET (what page-number pagination would run).
    const peer = await time(
      () =>
        db.query(`select ${COLUMNS} from audit_events ${whereOf(c.filter)} order by at desc, id desc offset ${c.offset} limit ${PAGE + 1}`),
      20,
    );
    const row = {
      db: label,
      case: c.name,
      apiP50: api.p50,
      apiP95: api.p95,
      listAuditP50: fn.p50,
      rawKeysetP50: floor.p50,
      rawKeysetP95: floor.p95,
      offsetPeerP50: peer.p50,
      apiOverFloor: +(api.p50 / floor.p50).toFixed(2),
      offsetOverKeyset: +(peer.p50 / floor.p50).toFixed(2),
    };
    rows.push(row);
    console.log(
      `${label.padEnd(8)} ${c.name.padEnd(26)} api p50 ${api.p50.toFixed(2).padStart(7)} p95 ${api.p95.toFixed(2).padStart(7)} | listAudit ${fn.p50.toFixed(2).padStart(7)} | raw keyset ${floor.p50.toFixed(2).padStart(7)} p95 ${floor.p95.toFixed(2).padStart(7)} | offset ${peer.p50.toFixed(2).padStart(8)} | api/raw x${row.apiOverFloor} offset/keyset x${row.offsetOverKeyset}`,
    );
  }

  // The audit row's cost on a member disable: the route's own transaction (lock, update, audit insert)
  // with and without the insert, through one small Hono app so everything else is equal.
  const { rows: targets } = await db.query<{ id: number }>(
    `select id from members where not coalesce('IamGOD' = any(capabilities), false) and email <> $1 order by id limit 200`,
    [DEMO.admin.email],
  );
  const { rows: me } = await db.query<{ id: number }>('select id from members where email = $1', [DEMO.admin.email]);
  const mini = new Hono<AppEnv>();
  mini.use(async (c, next) => {
    c.set('member', { id: me[0]!.id, email: DEMO.admin.email, capabilities: ['IamGOD'], tokenVersion: 0 });
    c.set('requestId', randomBytes(8).toString('hex'));
    await next();
  });
  let i = 0;
  const disable = (withAudit: boolean) => async () => {
    const id = targets[i++ % targets.length]!.id;
    const res = await mini.request(`/disable?audit=${withAudit ? 1 : 0}&id=${id}`, { method: 'POST' });
    if (res.status !== 200) throw new Error(`disable: ${res.status} ${await res.text()}`);
  };
  mini.post('/disable', async (c) => {
    const id = Number(c.req.query('id'));
    const withAudit = c.req.query('audit') === '1';
    await db.transaction(async (tx) => {
      const { rows: before } = await tx.query<{ enabled: boolean }>('select enabled from members where id = $1 for update', [id]);
      await tx.query('update members set enabled = not enabled, token_version = token_version + 1 where id = $1', [id]);
      if (withAudit) {
        await audit(tx, c, {
          action: before[0]!.enabled ? 'member.disabled' : 'member.enabled',
          target: { type: 'member', id, label: `Member ${id}` },
          changes: { enabled: { from: before[0]!.enabled, to: !before[0]!.enabled } },
        });
      }
    });
    return c.json({ ok: true });
  });
  // Interleaved rounds so drift (cache, autovacuum) falls on both sides alike.
  const without: number[] = [];
  const withRow: number[] = [];
  for (let round = 0; round < 10; round++) {
    without.push((await time(disable(false), 20)).p50);
    withRow.push((await time(disable(true), 20)).p50);
  }
  const route = await time(async () => {
    const id = targets[i++ % targets.length]!.id;
    const res = await app.request('/v1/members/disable', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: id }),
    });
    if (res.status !== 200) throw new Error(`route disable: ${res.status} ${await res.text()}`);
    await app.request('/v1/members/enable-by-admin', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: id }),
    });
  }, 30);
  const w = pct(withRow, 50);
  const wo = pct(without, 50);
  const writeRow = {
    db: label,
    case: 'member disable transaction',
    withoutAuditP50: +wo.toFixed(3),
    withAuditP50: +w.toFixed(3),
    auditRowMs: +(w - wo).toFixed(3),
    withOverWithout: +(w / wo).toFixed(2),
    routeDisableAndEnableP50: route.p50,
  };
  console.log(
    `${label.padEnd(8)} member disable: without audit p50 ${wo.toFixed(2)} ms, with ${w.toFixed(2)} ms (x${writeRow.withOverWithout}, +${writeRow.auditRowMs} ms); route disable+enable p50 ${route.p50.toFixed(2)} ms`,
  );
  return { reads: rows, write: writeRow };
}

const results: { events: number; pglite?: unknown; postgres?: unknown } = { events: EVENTS };
const pglite = await openDb();
try {
  results.pglite = await benchTarget('pglite', pglite);
} finally {
  await pglite.close();
}
const url = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
if (url) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const pg = await openDb({ databaseUrl: url, schema });
  try {
    results.postgres = await benchTarget('postgres', pg);
  } finally {
    await pg.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
    await pg.close();
  }
}
writeFileSync(
  new URL('../results-audit.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, ...results }, null, 2),
);
console.log('wrote bench/results-audit.json');
