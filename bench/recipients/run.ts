/**
 * Recipient rows at scale and their retention (issue 40): BENCH_SENDS sends to every one of BENCH_MEMBERS
 * members (default 10 × 1,000,000 = 10,000,000 rows of `notification_recipients`), half of them finished
 * before the retention (90 days). Measures, on PostgreSQL:
 *
 * - p50/p95 of the admin calls about sends through the app beside their bare query (the history, a send's
 *   detail, the audience count), and the bare read a member's history would make (the view `notifications`,
 *   no screen reads it today) at that table size;
 * - the pruning (`pruneRecipients`, batches of 5,000): rows a second, and a send's detail timed through the
 *   app while it runs;
 * - the table and its indexes before, after the pruning, after VACUUM, and after one more send to everyone
 *   (whether the freed space is used again instead of growing the files).
 *
 * Run: BENCH_DATABASE_URL=postgres://user:pass@host/db node --import tsx bench/recipients/run.ts
 *   in a schema of its own (dropped after; use a database of its own, not the tests'). BENCH_MEMBERS,
 *   BENCH_SENDS set the size. Results go to bench/results-recipients.json.
 */
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { pct, timePair } from '../timing.js';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { signedInApp } from '../signed-in-app.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { countAudience } from '../../src/server/jobs/fanout.js';
import { pruneRecipients } from '../../src/server/lib/retention.js';

const RUNS = 40;
const url = process.env['BENCH_DATABASE_URL'];
if (!url) throw new Error('BENCH_DATABASE_URL: a PostgreSQL database of its own');
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 1_000_000);
const SENDS = Number(process.env['BENCH_SENDS'] ?? 10);
const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;
const secs = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

async function sizes(db: Db) {
  const { rows } = await db.query<{ rows: string; heap: string; indexes: string; total: string }>(
    `select (select count(*) from notification_recipients)::text as rows,
            pg_relation_size('notification_recipients')::text as heap,
            pg_indexes_size('notification_recipients')::text as indexes,
            pg_total_relation_size('notification_recipients')::text as total`,
  );
  const r = rows[0]!;
  return { rows: Number(r.rows), heapMB: mb(Number(r.heap)), indexesMB: mb(Number(r.indexes)), totalMB: mb(Number(r.total)) };
}

/** A send to every member, finished `daysAgo` days ago, its rows written in one statement per 1,000,000 members. */
async function sendToAll(db: Db, n: number, daysAgo: number, total: number) {
  const { rows } = await db.query<{ id: number }>(
    `insert into notification_sends (batch_id, title, message, type, target, recipients, author_id, author_name, sent_at, started_at, status, delivered, finished_at)
     values ($1, $2, 'Message', 'SYSTEM', 'ALL', $3, 1, 'Admin', now() - make_interval(days => $4), now() - make_interval(days => $4),
             'sent', $3, now() - make_interval(days => $4)) returning id`,
    [`bench-all-${n}-${randomBytes(3).toString('hex')}`, `To everyone ${n}`, total, daysAgo],
  );
  const id = rows[0]!.id;
  const { rows: span } = await db.query<{ lo: number; hi: number }>('select min(id) as lo, max(id) as hi from members');
  for (let lo = span[0]!.lo; lo <= span[0]!.hi; lo += 1_000_000)
    await db.query('insert into notification_recipients (send_id, member_id) select $1, id from members where id >= $2 and id < $3', [
      id,
      lo,
      lo + 1_000_000,
    ]);
  return id;
}

async function main() {
  const schema = `bench_r_${randomBytes(4).toString('hex')}`;
  const db = await openDb({ databaseUrl: url!, schema });
  const out: Record<string, unknown> = { members: MEMBERS, sends: SENDS, at: new Date().toISOString() };
  try {
    await migrate(db);
    await seedDemo(db);
    let t0 = performance.now();
    const seed = await seedScale(db, { members: MEMBERS, companies: Math.round(MEMBERS / 100), products: 0 });
    console.log(`seeded ${seed.members} members in ${secs(t0)} s`);
    const total = (await db.query<{ n: number }>('select count(*)::int as n from members')).rows[0]!.n;
    // The history the screens page through: 10,000 small sends over the past year, and the big ones.
    await db.exec(`insert into notification_sends (batch_id, title, message, type, target, recipients, author_id, author_name, sent_at, status, delivered, finished_at)
      select 'bench-' || g, 'Bench ' || g, 'Message', 'SYSTEM', 'ALL', 1000, 1, 'Admin', now() - g * interval '1 hour', 'sent', 1000, now() - g * interval '1 hour'
        from generate_series(1, 10000) g`);
    t0 = performance.now();
    const ids: number[] = [];
    // Half finished before the retention (200 to 120 days ago), half within it (80 to 1 days ago).
    for (let n = 0; n < SENDS; n++) {
      const daysAgo = n < SENDS / 2 ? 200 - n * 20 : 80 - (n - Math.ceil(SENDS / 2)) * 15;
      ids.push(await sendToAll(db, n, Math.max(1, daysAgo), total));
      console.log(`send ${n + 1}/${SENDS} (${daysAgo} days ago): ${secs(t0)} s`);
    }
    const wrote = (performance.now() - t0) / 1000;
    await db.exec('vacuum analyze notification_recipients');
    await db.exec('vacuum analyze notification_sends');
    const before = await sizes(db);
    console.log('before', before, `written at ${Math.round(before.rows / wrote)} rows/s`);
    out['write'] = { rows: before.rows, seconds: Math.round(wrote), rowsPerSecond: Math.round(before.rows / wrote) };
    out['before'] = { ...before, bytesPerRow: Math.round((before.totalMB * 1024 * 1024) / before.rows) };

    const { app, token } = await signedInApp(db);
    const call = async (path: string) => {
      const res = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const member = Math.round(total / 2);
    const history = (page: number) => () =>
      Promise.all([
        db.query('select count(*)::int as n from notification_sends'),
        db.query('select * from notification_sends order by sent_at desc, id desc limit $1 offset $2', [20, (page - 1) * 20]),
      ]);
    const cases: { name: string; app?: string; raw: () => Promise<unknown> }[] = [
      { name: 'history p1', app: '/v1/notifications?page=1&limit=20', raw: history(1) },
      { name: 'history p50', app: '/v1/notifications?page=50&limit=20', raw: history(50) },
      {
        name: 'send detail (a send of 1M recipients)',
        app: `/v1/notifications/${ids[ids.length - 1]}`,
        raw: () => db.query('select * from notification_sends where id = $1', [ids[ids.length - 1]]),
      },
      {
        name: 'audience ALL',
        app: '/v1/notifications/audience?target=ALL',
        raw: () => countAudience(db, { target: 'ALL' }),
      },
      {
        name: 'a member’s received notifications, newest 20 (bare, the view; no screen yet)',
        raw: () => db.query('select * from notifications where member_id = $1 order by created_at desc limit 20', [member]),
      },
      {
        name: 'a send’s recipient count from its rows (bare; the screens read the send’s counter)',
        raw: () => db.query('select count(*) from notification_recipients where send_id = $1', [ids[ids.length - 1]]),
      },
    ];
    const timings: Record<string, unknown>[] = [];
    const measure = async (phase: string) => {
      for (const c of cases) {
        const [a, b] = c.app ? await timePair(() => call(c.app!), c.raw, RUNS) : [undefined, (await timePair(c.raw, c.raw, RUNS))[1]];
        const row = { phase, case: c.name, ...(a ? { appP50: a.p50, appP95: a.p95 } : {}), rawP50: b.p50, rawP95: b.p95 };
        timings.push(row);
        console.log(
          `[${phase}] ${c.name}: ${a ? `app p50 ${a.p50.toFixed(1)} p95 ${a.p95.toFixed(1)} ms, ` : ''}bare p50 ${b.p50.toFixed(1)} p95 ${b.p95.toFixed(1)} ms`,
        );
      }
    };
    await measure(`${(before.rows / 1e6).toFixed(1)}M rows`);

    // The pruning, a send's detail asked through the app every 20 ms meanwhile.
    let pruning = true;
    const during: number[] = [];
    const sampler = (async () => {
      while (pruning) {
        const t = performance.now();
        await call(`/v1/notifications/${ids[ids.length - 1]}`);
        during.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    t0 = performance.now();
    const run = await pruneRecipients(db, 90, { maxMs: 3_600_000 });
    const pruneSeconds = (performance.now() - t0) / 1000;
    pruning = false;
    await sampler;
    const afterPrune = await sizes(db);
    console.log('pruned', run, `in ${pruneSeconds.toFixed(1)} s: ${Math.round(run.recipients / pruneSeconds)} rows/s`, afterPrune);
    console.log(
      `send detail while pruning: p50 ${pct(during, 50).toFixed(1)} p95 ${pct(during, 95).toFixed(1)} ms (${during.length} calls)`,
    );
    out['prune'] = {
      ...run,
      seconds: Math.round(pruneSeconds * 10) / 10,
      rowsPerSecond: Math.round(run.recipients / pruneSeconds),
      sendDetailWhilePruning: { p50: pct(during, 50), p95: pct(during, 95), calls: during.length },
    };
    out['afterPrune'] = afterPrune;
    t0 = performance.now();
    await db.exec('vacuum analyze notification_recipients');
    const afterVacuum = await sizes(db);
    console.log(`vacuum ${secs(t0)} s`, afterVacuum);
    out['afterVacuum'] = { ...afterVacuum, vacuumSeconds: Number(secs(t0)) };
    await measure(`${(afterVacuum.rows / 1e6).toFixed(1)}M rows, after pruning`);
    // One more send to everyone: does it use the freed space?
    await sendToAll(db, SENDS, 0, total);
    await db.exec('vacuum analyze notification_recipients');
    const afterNewSend = await sizes(db);
    console.log('after one more send to everyone', afterNewSend);
    out['afterNewSend'] = afterNewSend;
    out['timings'] = timings;
    await app.jobs.stop();
    await app.lastSeen.idle();
    writeFileSync(new URL('../results-recipients.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
  } finally {
    await db.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
    await db.close();
  }
}

await main();
