// A send to chosen recipients (target LIST, issue 4 of the UX audit): members and companies (their owners),
// deduplicated, one stored send, one audit event in the same transaction, each recipient reached once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';

const payload = { title: 'Fiera', message: 'Vi aspettiamo', type: 'SYSTEM', target: 'LIST' };

describe.each(targets)('notifications to a list of recipients (%s)', (target) => {
  let ctx: Ctx;
  /** Two companies of one owner, one of another, and a member who owns none (all enabled). */
  let owners: { a: number; b: number };
  let companies: { a1: number; a2: number; b: number };
  let loner: number;
  beforeAll(async () => {
    ctx = await setup(target);
    const byOwner = (
      await ctx.db.query<{ id: number; member_id: number }>(
        `select c.id, c.member_id from companies c join members m on m.id = c.member_id where m.enabled order by c.member_id, c.id`,
      )
    ).rows;
    const first = byOwner[0]!;
    const other = byOwner.find((c) => c.member_id !== first.member_id)!;
    owners = { a: first.member_id, b: other.member_id };
    // A second company for the first owner, so that two chosen companies share one owner.
    const extra = await ctx.db.query<{ id: number }>(
      `insert into companies (member_id, name) select member_id, name || ' bis' from companies where id = $1 returning id`,
      [first.id],
    );
    companies = { a1: first.id, a2: extra.rows[0]!.id, b: other.id };
    loner = (
      await ctx.db.query<{ id: number }>(
        `select m.id from members m where m.enabled and not exists (select 1 from companies c where c.member_id = m.id) order by m.id limit 1`,
      )
    ).rows[0]!.id;
  });
  afterAll(() => ctx?.close());
  const send = (body: object) => ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, ...body } });
  const auditCount = async () =>
    (await ctx.db.query<{ n: number }>(`select count(*)::int as n from audit_events where action = 'notification.sent'`)).rows[0]!.n;

  it('reaches the deduplicated owners and the members once, with one send and one audit event', async () => {
    const before = await auditCount();
    const counted = await ctx.call(
      'GET',
      `/v1/notifications/audience?target=LIST&memberIds=${loner},${owners.a}&companyIds=${companies.a1},${companies.a2},${companies.b}`,
      { token: ctx.admin },
    );
    expect(counted.body.data).toEqual({ count: new Set([owners.a, owners.b, loner]).size });
    expect((await ctx.call('GET', '/v1/notifications/audience?target=LIST', { token: ctx.admin })).body.code).toBe('recipients_empty');
    const r = await send({ companyIds: [companies.a1, companies.a2, companies.b], memberIds: [loner, owners.a, loner] });
    expect(r.status).toBe(200);
    const expected = [...new Set([owners.a, owners.b, loner])].sort((x, y) => x - y);
    expect(r.body.data).toMatchObject({ count: expected.length, status: 'queued' });
    const done = await ctx.settled(r.body.data.id);
    expect(done).toMatchObject({ status: 'sent', target: 'LIST', recipients: expected.length, delivered: expected.length });
    expect(done.list).toEqual({
      memberIds: [loner, owners.a].sort((x, y) => x - y),
      companyIds: [companies.a1, companies.a2, companies.b].sort((x, y) => x - y),
    });
    const rows = await ctx.db.query<{ member_id: number }>(
      `select n.member_id from notifications n join notification_sends s on s.batch_id = n.batch_id where s.id = $1 order by n.member_id`,
      [r.body.data.id],
    );
    expect(rows.rows.map((x) => x.member_id)).toEqual(expected);
    expect(await auditCount()).toBe(before + 1);
    const event = await ctx.db.query<{ changes: any }>(
      `select changes from audit_events where action = 'notification.sent' and target_id = $1`,
      [String(r.body.data.id)],
    );
    expect(event.rows).toHaveLength(1);
    expect(event.rows[0]!.changes).toMatchObject({ target: { to: 'LIST' }, recipients: { to: expected.length } });
  });

  it('refuses an empty list, unknown ids and too many ids with stable codes, storing and auditing nothing', async () => {
    const sends = async () => (await ctx.db.query<{ n: number }>('select count(*)::int as n from notification_sends')).rows[0]!.n;
    const [before, audited] = [await sends(), await auditCount()];
    const empty = await send({ memberIds: [], companyIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('recipients_empty');
    const none = await send({});
    expect(none.body.code).toBe('recipients_empty');
    const unknown = await send({ memberIds: [loner, 99_999_999], companyIds: [88_888_888] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('recipients_unknown');
    const many = await send({ memberIds: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(many.status).toBe(400);
    expect(many.body.code).toBe('too_many_recipients');
    // Ids of a list on another target are refused by the contract.
    const wrong = await send({ target: 'ALL', memberIds: [loner] });
    expect(wrong.status).toBe(400);
    expect(await sends()).toBe(before);
    expect(await auditCount()).toBe(audited);
  });

  it('stores no send when the audit write fails: the send and its audit event are one transaction', async () => {
    const sends = async () => (await ctx.db.query<{ n: number }>('select count(*)::int as n from notification_sends')).rows[0]!.n;
    const before = await sends();
    // A trigger that refuses the audit row: the whole request must roll back.
    await ctx.db.query(
      `create or replace function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
    );
    await ctx.db.query(`create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()`);
    try {
      const r = await send({ memberIds: [loner] });
      expect(r.status).toBe(500);
    } finally {
      await ctx.db.query('drop trigger refuse_audit on audit_events');
    }
    expect(await sends()).toBe(before);
  });
});
