// Issue 40: a send's recipients are (send, member) pairs (migration 024); the text is the send's, read
// through the view `notifications` with the columns it had. Delivered once per send and member; the rows
// of the old table are moved over by the migration, batches without a stored send get one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/driver.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import type { Db } from '../../src/server/db/types.js';
import { rowsAdapter } from '../../src/server/jobs/delivery.js';
import { setup, targets, type Ctx } from './setup.js';
import { randomBytes } from 'node:crypto';

const payload = { title: 'Recipients', message: 'Once each, the text once', type: 'SYSTEM', target: 'ALL' };

describe.each(targets)('notification recipients (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target, { jobs: { batchSize: 20, sliceMs: 30, pollSeconds: 0.5 } });
  });
  afterAll(() => ctx?.close());

  it('a recipient row is the send id and member id only; the view answers the text of the send', async () => {
    const { rows: cols } = await ctx.db.query<{ c: string }>(
      `select column_name as c from information_schema.columns
        where table_name = 'notification_recipients' and table_schema = current_schema() order by ordinal_position`,
    );
    expect(cols.map((r) => r.c)).toEqual(['send_id', 'member_id']);
    const r = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: payload });
    expect(r.status).toBe(200);
    const id = r.body.data.id as number;
    const done = await ctx.settled(id);
    expect(done).toMatchObject({ status: 'sent', delivered: r.body.data.count });
    const { rows } = await ctx.db.query<{ n: number; members: number; texts: number; title: string; message: string; ids: number }>(
      `select count(*)::int as n, count(distinct member_id)::int as members, count(distinct (title, message, type, batch_id, test))::int as texts,
              min(title) as title, min(message) as message, count(distinct id)::int as ids
         from notifications where send_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      n: r.body.data.count,
      members: r.body.data.count,
      texts: 1,
      title: payload.title,
      message: payload.message,
      ids: r.body.data.count,
    });
    const stored = await ctx.db.query<{ n: number }>('select count(*)::int as n from notification_recipients where send_id = $1', [id]);
    expect(stored.rows[0]!.n).toBe(r.body.data.count);
  });

  it('a batch delivered again reaches nobody twice (the primary key per send and member)', async () => {
    const r = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, title: 'Again' } });
    const id = r.body.data.id as number;
    await ctx.settled(id);
    const { rows: send } = await ctx.db.query<{ batch_id: string }>('select batch_id from notification_sends where id = $1', [id]);
    const members = (await ctx.db.query<{ id: number }>('select id from members where enabled order by id limit 5')).rows.map((m) => m.id);
    const again = await ctx.db.transaction((tx) =>
      rowsAdapter.deliver(tx, { id, batchId: send[0]!.batch_id, title: 'Again', message: 'x', type: 'SYSTEM', test: false }, members),
    );
    expect(again).toBe(0);
    const { rows } = await ctx.db.query<{ n: number; members: number }>(
      'select count(*)::int as n, count(distinct member_id)::int as members from notification_recipients where send_id = $1',
      [id],
    );
    expect(rows[0]!.n).toBe(rows[0]!.members);
    expect(rows[0]!.n).toBe(r.body.data.count);
    // A send deleted takes its recipients along.
    await ctx.db.query('delete from notification_sends where id = $1', [id]);
    expect((await ctx.db.query<{ n: number }>('select count(*)::int as n from notifications where send_id = $1', [id])).rows[0]!.n).toBe(0);
  });
});

describe.each(targets)('migration 024 moves the old recipient rows (%s)', (target) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    if (target === 'pglite') {
      db = await openDb();
      drop = () => db.close();
    } else {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      db = await openDb({ databaseUrl: process.env['TEST_DATABASE_URL']!, schema });
      drop = async () => {
        await db.exec(`drop schema if exists ${schema} cascade`);
        await db.close();
      };
    }
    if (db.kind === 'pglite') await db.exec('create extension if not exists pg_trgm');
  });
  afterAll(() => drop?.());

  it('every (batch, member) of `notifications` as a recipient of its send, the text from the send; orphan batches get a send', async () => {
    const at = migrations.findIndex((m) => m.id === '024-notification-recipients');
    expect(at).toBeGreaterThan(0);
    for (const m of migrations.slice(0, at)) await db.exec(m.sql);
    await db.exec(`insert into members (id, email) values (1, 'a@t.test'), (2, 'b@t.test'), (3, 'c@t.test');
      insert into notification_sends (batch_id, title, message, type, target, recipients, status, delivered)
        values ('b1', 'Stored', 'Stored message', 'SYSTEM', 'ALL', 3, 'sent', 3);
      insert into notifications (member_id, title, message, type, batch_id, test, created_at) values
        (1, 'Stored', 'Stored message', 'SYSTEM', 'b1', false, now()), (2, 'Stored', 'Stored message', 'SYSTEM', 'b1', false, now()),
        (3, 'Stored', 'Stored message', 'SYSTEM', 'b1', false, now()),
        (1, 'Old', 'Before the history', 'PROMO', 'b0', true, now() - interval '2 days'),
        (3, 'Old', 'Before the history', 'PROMO', 'b0', true, now() - interval '1 day')`);
    await db.exec(migrations[at]!.sql);
    const { rows } = await db.query<{ batch_id: string; member_id: number; title: string; message: string; type: string; test: boolean }>(
      'select batch_id, member_id, title, message, type, test from notifications order by batch_id, member_id',
    );
    expect(rows).toEqual([
      { batch_id: 'b0', member_id: 1, title: 'Old', message: 'Before the history', type: 'PROMO', test: true },
      { batch_id: 'b0', member_id: 3, title: 'Old', message: 'Before the history', type: 'PROMO', test: true },
      { batch_id: 'b1', member_id: 1, title: 'Stored', message: 'Stored message', type: 'SYSTEM', test: false },
      { batch_id: 'b1', member_id: 2, title: 'Stored', message: 'Stored message', type: 'SYSTEM', test: false },
      { batch_id: 'b1', member_id: 3, title: 'Stored', message: 'Stored message', type: 'SYSTEM', test: false },
    ]);
    const { rows: sends } = await db.query<{ batch_id: string; status: string; recipients: number; delivered: number }>(
      'select batch_id, status, recipients, delivered from notification_sends order by batch_id',
    );
    expect(sends).toEqual([
      { batch_id: 'b0', status: 'sent', recipients: 2, delivered: 2 },
      { batch_id: 'b1', status: 'sent', recipients: 3, delivered: 3 },
    ]);
    const kind = await db.query<{ relkind: string }>(
      `select relkind::text as relkind from pg_class where oid = to_regclass('notifications')`,
    );
    expect(kind.rows[0]!.relkind).toBe('v');
  });
});
