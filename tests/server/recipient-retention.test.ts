// Issue 40: the recipients' retention (migration 025, lib/retention.ts `pruneRecipients`). The recipient rows
// of sends finished more than the retention ago are deleted in bounded batches, oldest send first; sends still
// scheduled, queued or sending are never touched; a send keeps its counts and is marked pruned. PGlite and
// PostgreSQL; and the server runs it (flag, env, its schedule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneRecipients } from '../../src/server/app.js';
import type { Db, Queryable } from '../../src/server/db/types.js';
import { startServer } from '../../src/server/start.js';
import { pgliteFrom } from '../helpers/pglite-image.js';
import { setup, targets, type Ctx } from './setup.js';

const payload = { title: 'Kept or pruned', message: 'Who got it', type: 'SYSTEM', target: 'ALL' };

/** `db`, recording the rows each recipient delete removed (the `doomed` count of a batch). */
function counting(db: Db, deletes: number[]): Db {
  const wrap = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const r = await q.query<T>(sql, params);
      if (/delete from notification_recipients/.test(sql)) deletes.push((r.rows[0] as { n: number }).n);
      return r;
    },
    exec: (sql) => q.exec(sql),
  });
  return { kind: db.kind, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))), close: () => db.close() };
}

describe.each(targets)('recipient retention (%s)', (target) => {
  let ctx: Ctx;
  const ids: Record<'old' | 'oldFailed' | 'recent' | 'sending' | 'scheduled', number> = {} as never;
  let reached = 0;
  const recipientsOf = async (id: number) =>
    (await ctx.db.query<{ n: number }>('select count(*)::int as n from notification_recipients where send_id = $1', [id])).rows[0]!.n;
  const send = async (title: string) => {
    const r = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, title } });
    expect(r.status).toBe(200);
    const done = await ctx.settled(r.body.data.id as number);
    expect(done.status).toBe('sent');
    return r.body.data.id as number;
  };
  const finishedDaysAgo = (id: number, days: number, status = 'sent') =>
    ctx.db.query(`update notification_sends set status = $3, finished_at = now() - make_interval(days => $2) where id = $1`, [
      id,
      days,
      status,
    ]);

  beforeAll(async () => {
    ctx = await setup(target, { jobs: { batchSize: 20, sliceMs: 30, pollSeconds: 0.5 } });
    ids.old = await send('Old');
    ids.oldFailed = await send('Old, failed');
    ids.recent = await send('Recent');
    ids.sending = await send('Still sending');
    reached = await recipientsOf(ids.old);
    expect(reached).toBeGreaterThan(20);
    await finishedDaysAgo(ids.old, 120);
    await finishedDaysAgo(ids.oldFailed, 100, 'failed');
    await finishedDaysAgo(ids.recent, 89);
    // An open send with rows already delivered, its finished_at (never set while open) old for the test's sake.
    await ctx.db.query(`update notification_sends set status = 'sending', finished_at = now() - interval '400 days' where id = $1`, [
      ids.sending,
    ]);
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const s = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, title: 'Later', sendAt } });
    expect(s.body.data.status).toBe('scheduled');
    ids.scheduled = s.body.data.id as number;
    await ctx.db.query(`update notification_sends set finished_at = now() - interval '400 days' where id = $1`, [ids.scheduled]);
    await ctx.db.query(`insert into notification_recipients (send_id, member_id) select $1, id from members where enabled`, [
      ids.scheduled,
    ]);
  });
  afterAll(() => ctx?.close());

  it('prunes the rows of sends finished before the retention, in batches of at most batchSize; the rest stays', async () => {
    const before = await ctx.call('GET', `/v1/notifications/${ids.old}`, { token: ctx.admin });
    const listBefore = await ctx.call('GET', '/v1/notifications?page=1&limit=20', { token: ctx.admin });
    const kept = {
      recent: await recipientsOf(ids.recent),
      sending: await recipientsOf(ids.sending),
      scheduled: await recipientsOf(ids.scheduled),
    };
    expect(Object.values(kept).every((n) => n === reached)).toBe(true);
    const oldFailed = await recipientsOf(ids.oldFailed);

    const deletes: number[] = [];
    const run = await pruneRecipients(counting(ctx.db, deletes), 90, { batchSize: 7 });
    expect(run).toEqual({
      recipients: reached + oldFailed,
      sends: 2,
      batches: deletes.length,
      done: true,
    });
    expect(deletes.length).toBeGreaterThanOrEqual(Math.ceil((reached + oldFailed) / 7));
    expect(Math.max(...deletes)).toBeLessThanOrEqual(7);
    expect(deletes.reduce((a, b) => a + b, 0)).toBe(reached + oldFailed);

    expect(await recipientsOf(ids.old)).toBe(0);
    expect(await recipientsOf(ids.oldFailed)).toBe(0);
    expect({
      recent: await recipientsOf(ids.recent),
      sending: await recipientsOf(ids.sending),
      scheduled: await recipientsOf(ids.scheduled),
    }).toEqual(kept);
    const marks = await ctx.db.query<{ id: number; pruned: boolean }>(
      'select id, recipients_pruned_at is not null as pruned from notification_sends where id = any($1::int[]) order by id',
      [Object.values(ids)],
    );
    expect(marks.rows.filter((r) => r.pruned).map((r) => r.id)).toEqual([ids.old, ids.oldFailed].sort((a, b) => a - b));

    // What the screens read of a send stays: its detail and the history list, counts included.
    const after = await ctx.call('GET', `/v1/notifications/${ids.old}`, { token: ctx.admin });
    expect(after.body).toEqual(before.body);
    expect(after.body.data).toMatchObject({ recipients: reached, delivered: reached, status: 'sent' });
    const listAfter = await ctx.call('GET', '/v1/notifications?page=1&limit=20', { token: ctx.admin });
    expect(listAfter.body).toEqual(listBefore.body);
    // The view of the members' notifications reaches back the retention: the old send is gone from it.
    const seen = await ctx.db.query<{ send_id: number }>('select distinct send_id from notifications order by send_id');
    expect(seen.rows.map((r) => r.send_id)).toEqual([ids.recent, ids.sending, ids.scheduled].sort((a, b) => a - b));
  });

  it('a run with nothing to prune deletes nothing; a send finishing later is pruned by a later run', async () => {
    expect(await pruneRecipients(ctx.db, 90, { batchSize: 7 })).toEqual({ recipients: 0, sends: 0, batches: 0, done: true });
    await finishedDaysAgo(ids.recent, 91);
    const r = await pruneRecipients(ctx.db, 90);
    expect(r).toEqual({ recipients: reached, sends: 1, batches: 1, done: true });
    expect(await recipientsOf(ids.recent)).toBe(0);
    expect(await recipientsOf(ids.sending)).toBe(reached);
  });

  it('a run stopped between batches leaves the rest to the next run', async () => {
    const id = await send('Stopped midway');
    await finishedDaysAgo(id, 200);
    let batches = 0;
    const first = await pruneRecipients(counting(ctx.db, []), 90, { batchSize: 5, stopping: () => ++batches > 2 });
    expect(first).toMatchObject({ recipients: 10, sends: 0, batches: 2, done: false });
    expect(await recipientsOf(id)).toBe(reached - 10);
    const rest = await pruneRecipients(ctx.db, 90, { batchSize: 5 });
    expect(rest).toMatchObject({ recipients: reached - 10, sends: 1, done: true });
    expect(await recipientsOf(id)).toBe(0);
    // The open sends are still whole.
    expect(await recipientsOf(ids.sending)).toBe(reached);
    expect(await recipientsOf(ids.scheduled)).toBe(reached);
  });
  it('old sends without a recipient row (cancelled ones) are marked pruned without a batch each', async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const cancelled: number[] = [];
    for (const title of ['Cancelled 1', 'Cancelled 2', 'Cancelled 3']) {
      const s = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, title, sendAt } });
      const c = await ctx.call('POST', `/v1/notifications/${s.body.data.id}/cancel`, { token: ctx.admin });
      expect(c.body.data.status).toBe('cancelled');
      cancelled.push(s.body.data.id as number);
    }
    for (const id of cancelled.slice(0, 2)) await finishedDaysAgo(id, 95, 'cancelled');
    expect(await pruneRecipients(ctx.db, 90)).toEqual({ recipients: 0, sends: 2, batches: 0, done: true });
    const { rows } = await ctx.db.query<{ id: number }>(
      'select id from notification_sends where id = any($1::int[]) and recipients_pruned_at is not null order by id',
      [cancelled],
    );
    expect(rows.map((r) => r.id)).toEqual(cancelled.slice(0, 2));
  });
});

// Two processes on one send's rows (PostgreSQL: real concurrency): a batch that waited for another's delete
// of its rows deletes none of them, and must not take the send for done while rows remain.
describe.each(targets.filter((t) => t === 'pg'))('recipient retention, two prunings at once (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target, { jobs: { batchSize: 20, sliceMs: 30, pollSeconds: 0.5 } });
  });
  afterAll(() => ctx?.close());

  it('a batch that waited on another batch’s rows goes on; the send is marked pruned only when its rows are gone', async () => {
    const r = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, title: 'Concurrent' } });
    const id = r.body.data.id as number;
    await ctx.settled(id);
    await ctx.db.query(`update notification_sends set finished_at = now() - interval '100 days' where id = $1`, [id]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another process's batch: the first 5 rows deleted, not committed yet.
    const other = ctx.db.transaction(async (tx) => {
      await tx.query(
        `delete from notification_recipients where send_id = $1 and member_id in
           (select member_id from notification_recipients where send_id = $1 order by member_id limit 5)`,
        [id],
      );
      locked();
      await held;
    });
    await isLocked;
    const run = pruneRecipients(ctx.db, 90, { batchSize: 5 });
    // It waits on the other batch's rows.
    await expect
      .poll(
        async () =>
          (
            await ctx.db.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query like '%delete from notification_recipients%' and datname = current_database()`,
            )
          ).rows[0]!.n,
      )
      .toBeGreaterThan(0);
    release();
    await other;
    const done = await run;
    expect(done.done).toBe(true);
    const { rows } = await ctx.db.query<{ n: number; pruned: boolean }>(
      `select (select count(*) from notification_recipients where send_id = $1)::int as n,
              (select recipients_pruned_at is not null from notification_sends where id = $1) as pruned`,
      [id],
    );
    expect(rows[0]).toEqual({ n: 0, pruned: true });
  });
});

describe('the server prunes recipients on its own (BACKOFFICE_RECIPIENT_RETENTION_DAYS, --recipient-days)', () => {
  const env = process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'];
  afterAll(() => {
    if (env === undefined) delete process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'];
    else process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'] = env;
  });

  it('refuses a retention that is not a whole number of days', async () => {
    process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'] = '0';
    await expect(startServer({ port: 0, pglite: await pgliteFrom('demo'), quiet: true })).rejects.toThrow(
      /BACKOFFICE_RECIPIENT_RETENTION_DAYS must be a whole number of days/,
    );
    delete process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'];
    await expect(
      startServer({ port: 0, pglite: await pgliteFrom('demo'), quiet: true, retention: { recipientDays: 1.5 } }),
    ).rejects.toThrow(/recipient retention must be a whole number of days/);
  });

  it('prunes at start with the retention of the environment (5 days here, not the default 90)', async () => {
    process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'] = '5';
    const pglite = await pgliteFrom('demo');
    await pglite.exec(`insert into notification_sends (batch_id, title, message, type, target, recipients, status, delivered, finished_at)
      values ('old', 'Old', 'x', 'SYSTEM', 'ALL', 3, 'sent', 3, now() - interval '10 days'),
             ('new', 'New', 'x', 'SYSTEM', 'ALL', 3, 'sent', 3, now() - interval '1 day');
      insert into notification_recipients (send_id, member_id)
        select s.id, m.id from notification_sends s, (select id from members order by id limit 3) m where s.batch_id in ('old', 'new');`);
    const s = await startServer({ port: 0, pglite, quiet: true });
    try {
      const left = async () =>
        (
          await s.db.query<{ batch_id: string; n: number; pruned: boolean }>(
            `select s.batch_id, count(r.member_id)::int as n, s.recipients_pruned_at is not null as pruned
               from notification_sends s left join notification_recipients r on r.send_id = s.id
              where s.batch_id in ('old', 'new') group by s.id order by s.batch_id`,
          )
        ).rows;
      await expect.poll(left).toEqual([
        { batch_id: 'new', n: 3, pruned: false },
        { batch_id: 'old', n: 0, pruned: true },
      ]);
    } finally {
      await s.close();
    }
  });
});
