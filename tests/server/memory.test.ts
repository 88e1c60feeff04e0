// Issue 13: the audit trail (one event per admin write, in the write's transaction), soft delete and
// restore of products and categories, retention, and the notification history. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneMemory } from '../../src/server/app.js';
import { setup, targets, type Ctx } from './setup.js';

type EventRow = {
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  request_id: string | null;
  user_agent: string | null;
};

describe.each(targets)('the memory of the back-office (%s)', (target) => {
  let ctx: Ctx;
  const mark = async () =>
    Number((await ctx.db.query<{ n: string }>('select coalesce(max(id), 0)::text as n from audit_events')).rows[0]!.n);
  const since = async (from: number) => (await ctx.db.query<EventRow>('select * from audit_events where id > $1 order by id', [from])).rows;
  /** Runs `fn` and answers the events it wrote. */
  const events = async (fn: () => Promise<unknown>) => {
    const from = await mark();
    await fn();
    return since(from);
  };
  const adminCall = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    ctx.call(method, path, { token: ctx.admin, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  describe('one event per admin write, with actor, target and what changed', () => {
    it('member disabled and enabled: actor Ada Rossi, target the member by name, enabled from/to', async () => {
      const disabled = await events(() =>
        adminCall('POST', '/v1/members/disable', { memberId: 2 }, { 'x-request-id': 'req-disable-2', 'user-agent': 'vitest' }),
      );
      expect(disabled).toHaveLength(1);
      expect(disabled[0]).toMatchObject({
        actor_id: 1,
        actor_name: 'Ada Rossi',
        action: 'member.disabled',
        target_type: 'member',
        target_id: '2',
        target_label: 'Marco Bianchi',
        changes: { enabled: { from: true, to: false } },
        request_id: 'req-disable-2',
        user_agent: 'vitest',
      });
      const enabled = await events(() => adminCall('POST', '/v1/members/enable-by-admin', { memberId: 2 }));
      expect(enabled.map((e) => [e.action, e.changes])).toEqual([['member.enabled', { enabled: { from: false, to: true } }]]);
      ctx.member = await ctx.login('member@example.com', 'demo-member');
    });

    it('category created, renamed, deleted and restored', async () => {
      const translations = [
        { languageCode: 'it', name: 'Memoria' },
        { languageCode: 'en', name: 'Memory' },
      ];
      let id = 0;
      const created = await events(async () => {
        const r = await adminCall('POST', '/v1/categories', { name: 'MemoryCat', translations });
        expect(r.status).toBe(201);
        id = r.body.data.id;
      });
      expect(created.map((e) => [e.action, e.target_id, e.target_label])).toEqual([['category.created', String(id), 'MemoryCat']]);
      const renamed = await events(() =>
        adminCall('PATCH', '/v1/categories/rename', { categoryId: id, newName: 'MemoryCat2', translations }),
      );
      expect(renamed).toHaveLength(1);
      expect(renamed[0]!.changes).toEqual({ name: { from: 'MemoryCat', to: 'MemoryCat2' } });
      const deleted = await events(() => adminCall('DELETE', `/v1/categories/${id}`));
      expect(deleted.map((e) => e.action)).toEqual(['category.deleted']);
      const restored = await events(async () => expect((await adminCall('POST', `/v1/categories/${id}/restore`)).status).toBe(200));
      expect(restored.map((e) => e.action)).toEqual(['category.restored']);
    });

    it('product deleted and restored', async () => {
      const { rows } = await ctx.db.query<{ id: number; name: string }>(
        'select id, name from products where deleted_at is null order by id limit 1',
      );
      const p = rows[0]!;
      const deleted = await events(() => adminCall('DELETE', `/v1/products/${p.id}`));
      expect(deleted.map((e) => [e.action, e.target_type, e.target_id, e.target_label])).toEqual([
        ['product.deleted', 'product', String(p.id), p.name],
      ]);
      const restored = await events(() => adminCall('POST', `/v1/products/${p.id}/restore`));
      expect(restored.map((e) => e.action)).toEqual(['product.restored']);
    });

    it('notification sent: the event names the stored send, its target and the recipients', async () => {
      const sent = await events(() =>
        adminCall('POST', '/v1/notifications/send-bulk', {
          title: 'Memory check',
          message: 'Hello',
          type: 'SYSTEM',
          target: 'ALL',
          targetCountry: 'IT',
        }),
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ action: 'notification.sent', target_type: 'notification', target_label: 'Memory check' });
      const recipients = (sent[0]!.changes!['recipients'] as { to: number }).to;
      expect(recipients).toBeGreaterThan(0);
      expect(sent[0]!.changes!['targetCountry']).toEqual({ from: null, to: 'IT' });
    });

    it('profile and password change, sign-in and sign-out, never a password or a hash', async () => {
      const token = await ctx.login('member@example.com', 'demo-member');
      const profile = await events(() => ctx.call('PATCH', '/v1/accounts/members', { token, body: { firstName: 'Marcello' } }));
      expect(profile.map((e) => [e.action, e.actor_id, e.changes])).toEqual([
        ['account.profile_updated', 2, { firstName: { from: 'Marco', to: 'Marcello' } }],
      ]);
      await ctx.call('PATCH', '/v1/accounts/members', { token, body: { firstName: 'Marco' } });
      const password = await events(() =>
        ctx.call('PATCH', '/v1/accounts/password', { token, body: { oldPassword: 'demo-member', password: 'demo-member' } }),
      );
      expect(password.map((e) => [e.action, e.changes])).toEqual([['account.password_changed', null]]);
      const signedIn = await events(async () => {
        const fresh = await ctx.login('member@example.com', 'demo-member');
        ctx.member = fresh;
      });
      // Named as the trail names members (issue 38: as the demo's seeded sign-ins), not by e-mail.
      expect(signedIn.map((e) => [e.action, e.actor_id, e.target_label])).toEqual([['auth.signed_in', 2, 'Marco Bianchi']]);
      const failed = await events(() =>
        ctx.call('POST', '/v1/auth/login', { body: { email: 'member@example.com', password: 'not-it-at-all' } }),
      );
      expect(failed.map((e) => [e.action, e.actor_id, e.actor_name, e.target_label, e.changes])).toEqual([
        ['auth.sign_in_failed', null, 'member@example.com', 'Marco Bianchi', { reason: { from: null, to: 'invalid_credentials' } }],
      ]);
      const out = await events(async () => {
        const t = await ctx.login('member@example.com', 'demo-member');
        await ctx.call('POST', '/v1/auth/logout', { token: t });
      });
      expect(out.map((e) => [e.action, e.target_label])).toEqual([
        ['auth.signed_in', 'Marco Bianchi'],
        ['auth.signed_out', 'Marco Bianchi'],
      ]);
      const all = JSON.stringify((await ctx.db.query('select * from audit_events')).rows);
      expect(all).not.toMatch(/demo-member|not-it-at-all|\$scrypt|\$argon|password_hash/);
    });
  });

  describe('a write that fails leaves no event', () => {
    it('bad input, a conflict, a missing target, and a refused disable', async () => {
      const none = await events(async () => {
        expect((await adminCall('POST', '/v1/members/disable', { memberId: 'x' })).status).toBe(400);
        expect((await adminCall('POST', '/v1/members/disable', { memberId: 1 })).status).toBe(409); // self
        expect((await adminCall('POST', '/v1/members/disable', { memberId: 999999 })).status).toBe(404);
        expect(
          (
            await adminCall('POST', '/v1/categories', {
              name: 'MemoryCat2',
              translations: [
                { languageCode: 'it', name: 'x' },
                { languageCode: 'en', name: 'x' },
              ],
            })
          ).status,
        ).toBe(409);
        expect((await adminCall('DELETE', '/v1/products/999999')).status).toBe(404);
        expect(
          (await adminCall('POST', '/v1/notifications/send-bulk', { title: '', message: 'm', type: 'SYSTEM', target: 'ALL' })).status,
        ).toBe(400);
      });
      expect(none).toEqual([]);
    });

    it('an injected database error in the write rolls back the event, and a failing event rolls back the write', async () => {
      const { rows } = await ctx.db.query<{ id: number }>('select id from products where deleted_at is null order by id desc limit 1');
      const id = rows[0]!.id;
      await ctx.db.exec(`create or replace function fail_product_delete() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$;
        create trigger fail_product_delete before update on products for each row execute function fail_product_delete();`);
      try {
        const none = await events(async () => expect((await adminCall('DELETE', `/v1/products/${id}`)).status).toBe(500));
        expect(none).toEqual([]);
      } finally {
        await ctx.db.exec('drop trigger fail_product_delete on products; drop function fail_product_delete();');
      }
      // The other way round: the event cannot be written, so the disable must not happen either.
      await ctx.db.exec(`create or replace function fail_audit() returns trigger language plpgsql as $$
        begin raise exception 'injected audit failure'; end $$;
        create trigger fail_audit before insert on audit_events for each row execute function fail_audit();`);
      try {
        expect((await adminCall('POST', '/v1/members/disable', { memberId: 2 })).status).toBe(500);
      } finally {
        await ctx.db.exec('drop trigger fail_audit on audit_events; drop function fail_audit();');
      }
      expect((await ctx.db.query<{ enabled: boolean }>('select enabled from members where id = 2')).rows[0]!.enabled).toBe(true);
      expect(
        (await ctx.db.query<{ deleted_at: unknown }>('select deleted_at from products where id = $1', [id])).rows[0]!.deleted_at,
      ).toBeNull();
    });

    it('the trail is append-only: UPDATE and DELETE are refused', async () => {
      await expect(ctx.db.query(`update audit_events set actor_name = 'someone else'`)).rejects.toThrow(/append-only/);
      await expect(ctx.db.query('delete from audit_events')).rejects.toThrow(/append-only/);
    });
  });

  describe('GET /v1/audit', () => {
    it('filters by actor, action, target and time, newest first', async () => {
      const r = await adminCall('GET', '/v1/audit?targetType=member&targetId=2&action=member.disabled');
      expect(r.status).toBe(200);
      expect(r.body.data.data.length).toBeGreaterThan(0);
      for (const e of r.body.data.data)
        expect(e).toMatchObject({ action: 'member.disabled', target: { type: 'member', id: '2' }, actor: { id: 1, name: 'Ada Rossi' } });
      const byActor = await adminCall('GET', '/v1/audit?actorId=2&limit=200');
      expect(byActor.body.data.data.every((e: { actor: { id: number } }) => e.actor.id === 2)).toBe(true);
      const at = byActor.body.data.data.map((e: { at: string }) => e.at);
      expect([...at].sort().reverse()).toEqual(at);
      const future = await adminCall('GET', `/v1/audit?from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`);
      expect(future.body.data).toEqual({ data: [], nextCursor: null });
    });

    it("companyId: a company's history is its owner's events and its products', not another company's", async () => {
      const { rows } = await ctx.db.query<{ company: number; owner: number; product: number; other: number }>(
        `select c.id as company, c.member_id as owner,
                (select min(p.id) from products p where p.company_id = c.id and p.deleted_at is null) as product,
                (select min(p.id) from products p where p.company_id <> c.id and p.deleted_at is null) as other
           from companies c where exists (select 1 from products p where p.company_id = c.id and p.deleted_at is null)
          order by c.id limit 1`,
      );
      const c = rows[0]!;
      expect(c.other).not.toBeNull();
      await adminCall('POST', '/v1/members/disable', { memberId: c.owner });
      await adminCall('POST', '/v1/members/enable-by-admin', { memberId: c.owner });
      await adminCall('DELETE', `/v1/products/${c.product}`);
      await adminCall('POST', `/v1/products/${c.product}/restore`);
      await adminCall('DELETE', `/v1/products/${c.other}`);
      await adminCall('POST', `/v1/products/${c.other}/restore`);
      const r = await adminCall('GET', `/v1/audit?companyId=${c.company}&limit=200`);
      expect(r.status).toBe(200);
      const got = r.body.data.data as Array<{ action: string; target: { type: string; id: string } }>;
      expect(got.slice(0, 4).map((e) => [e.action, e.target.id])).toEqual([
        ['product.restored', String(c.product)],
        ['product.deleted', String(c.product)],
        ['member.enabled', String(c.owner)],
        ['member.disabled', String(c.owner)],
      ]);
      for (const e of got) expect([`member ${c.owner}`, `product ${c.product}`]).toContain(`${e.target.type} ${e.target.id}`);
      expect((await adminCall('GET', '/v1/audit?companyId=2147483647')).body.data).toEqual({ data: [], nextCursor: null });
      expect((await adminCall('GET', '/v1/audit?companyId=abc')).body.code).toBe('validation_failed');
    });

    it("companyId: a company's history has the notifications sent to it or to its owner (design round 12)", async () => {
      const { rows } = await ctx.db.query<{ company: number; owner: number; other: number }>(
        `select c.id as company, c.member_id as owner,
                (select min(o.id) from companies o where o.member_id <> c.member_id) as other
           from companies c order by c.id limit 1`,
      );
      const c = rows[0]!;
      const send = async (title: string, list: { memberIds?: number[]; companyIds?: number[] }) => {
        const r = await adminCall('POST', '/v1/notifications/send-bulk', {
          title,
          message: 'Ciao',
          type: 'SYSTEM',
          target: 'LIST',
          ...list,
        });
        expect(r.status).toBe(200);
        return String(r.body.data.id);
      };
      const toCompany = await send('To the company', { companyIds: [c.company] });
      const toOwner = await send('To its owner', { memberIds: [c.owner] });
      const toOther = await send('To another company', { companyIds: [c.other] });
      const got = (await adminCall('GET', `/v1/audit?companyId=${c.company}&limit=200`)).body.data.data as Array<{
        action: string;
        target: { type: string; id: string };
      }>;
      const sends = got.filter((e) => e.target.type === 'notification').map((e) => [e.action, e.target.id]);
      expect(sends).toEqual([
        ['notification.sent', toOwner],
        ['notification.sent', toCompany],
      ]);
      expect(sends.map(([, id]) => id)).not.toContain(toOther);
    });

    it('refuses a bad filter or cursor with a 400 and a stable code', async () => {
      expect((await adminCall('GET', '/v1/audit?action=member.exploded')).body.code).toBe('validation_failed');
      expect((await adminCall('GET', '/v1/audit?from=yesterday')).body.code).toBe('validation_failed');
      const bad = await adminCall('GET', '/v1/audit?cursor=not-a-cursor');
      expect([bad.status, bad.body.code]).toEqual([400, 'invalid_cursor']);
    });

    it('keyset pages are stable while new events arrive', async () => {
      // Enough events to page through, each with a distinct label.
      for (let i = 0; i < 7; i++) await adminCall('POST', '/v1/members/enable-by-admin', { memberId: 2 });
      const first = await adminCall('GET', '/v1/audit?limit=3');
      expect(first.body.data.data).toHaveLength(3);
      const cursor = first.body.data.nextCursor as string;
      expect(cursor).toBeTruthy();
      const expectedNext = (await adminCall('GET', `/v1/audit?limit=3&cursor=${cursor}`)).body.data;
      // New events land on top; the page after the cursor does not move.
      for (let i = 0; i < 4; i++) await adminCall('POST', '/v1/members/enable-by-admin', { memberId: 2 });
      const next = (await adminCall('GET', `/v1/audit?limit=3&cursor=${cursor}`)).body.data;
      expect(next).toEqual(expectedNext);
      const ids = new Set([...first.body.data.data, ...next.data].map((e: { id: string }) => e.id));
      expect(ids.size).toBe(6);
      // Walking the whole trail by cursor meets every event once.
      let total = 0;
      let c: string | null = null;
      const seen = new Set<string>();
      do {
        const page: { data: { id: string }[]; nextCursor: string | null } = (
          await adminCall('GET', `/v1/audit?limit=25${c ? `&cursor=${c}` : ''}`)
        ).body.data;
        for (const e of page.data) seen.add(e.id);
        total += page.data.length;
        c = page.nextCursor;
      } while (c);
      const n = Number((await ctx.db.query<{ n: string }>('select count(*)::text as n from audit_events')).rows[0]!.n);
      expect([total, seen.size]).toEqual([n, n]);
    });
  });

  describe('soft delete and restore', () => {
    it('a deleted product disappears from its list, the insights and the counts, and comes back on restore', async () => {
      const { rows } = await ctx.db.query<{ id: number; company_id: number; name: string }>(
        'select id, company_id, name from products where deleted_at is null order by id limit 1 offset 3',
      );
      const p = rows[0]!;
      const list = async () => (await adminCall('GET', `/v1/products?companyId=${p.company_id}&limit=100`)).body.data;
      const insights = async () => (await adminCall('GET', '/v1/insights/all')).body.data.products as number;
      const [before, countBefore] = [await list(), await insights()];
      expect(before.data.some((x: { id: number }) => x.id === p.id)).toBe(true);
      expect((await adminCall('DELETE', `/v1/products/${p.id}`)).status).toBe(200);
      const after = await list();
      expect(after.data.some((x: { id: number }) => x.id === p.id)).toBe(false);
      expect(after.pagination.dataCount).toBe(before.pagination.dataCount - 1);
      expect(await insights()).toBe(countBefore - 1);
      expect((await adminCall('DELETE', `/v1/products/${p.id}`)).status).toBe(404); // already deleted
      const trash = (await adminCall('GET', '/v1/recently-deleted?type=product')).body.data;
      // Its company's id too: the row links to the company's products (issue 38).
      expect(trash.data[0]).toMatchObject({ type: 'product', id: p.id, label: p.name, companyId: p.company_id, deletedBy: 'Ada Rossi' });
      expect(Date.parse(trash.data[0].restorableUntil) - Date.parse(trash.data[0].deletedAt)).toBe(30 * 86_400_000);
      // One company's deleted products only (Products' link, round 10): its own, no category, none of another company.
      const own = (await adminCall('GET', `/v1/recently-deleted?companyId=${p.company_id}`)).body.data;
      expect(own.data.map((d: { type: string; id: number }) => [d.type, d.id])).toEqual([['product', p.id]]);
      expect(own.pagination.dataCount).toBe(1);
      const other = (await adminCall('GET', `/v1/recently-deleted?companyId=${p.company_id + 1}`)).body.data;
      expect(other.data.some((d: { id: number; type: string }) => d.type === 'product' && d.id === p.id)).toBe(false);
      expect((await adminCall('GET', '/v1/recently-deleted?type=category')).status).toBe(200);
      expect((await adminCall('GET', '/v1/recently-deleted?companyId=abc')).status).toBe(400);
      expect((await adminCall('POST', `/v1/products/${p.id}/restore`)).status).toBe(200);
      expect((await list()).pagination.dataCount).toBe(before.pagination.dataCount);
      expect(await insights()).toBe(countBefore);
      expect((await adminCall('POST', `/v1/products/${p.id}/restore`)).status).toBe(404); // not deleted any more
    });

    it('a deleted category leaves the tree and its products’ category, keeps its code reserved, and refuses a child under a deleted parent', async () => {
      const translations = [
        { languageCode: 'it', name: 'Padre' },
        { languageCode: 'en', name: 'Parent' },
      ];
      const parent = (await adminCall('POST', '/v1/categories', { name: 'MemParent', translations })).body.data.id as number;
      const child = (await adminCall('POST', '/v1/categories', { name: 'MemChild', parentId: parent, translations })).body.data
        .id as number;
      expect((await adminCall('DELETE', `/v1/categories/${parent}`)).body.code).toBe('category_has_children');
      expect((await adminCall('DELETE', `/v1/categories/${child}`)).status).toBe(200);
      expect((await adminCall('DELETE', `/v1/categories/${parent}`)).status).toBe(200);
      const tree = JSON.stringify((await adminCall('GET', '/v1/categories')).body.data);
      expect(tree).not.toMatch(/MemParent|MemChild/);
      // The code stays taken while the category can come back.
      expect((await adminCall('POST', '/v1/categories', { name: 'memparent', translations })).body.code).toBe('category_exists');
      const refused = await adminCall('POST', `/v1/categories/${child}/restore`);
      expect([refused.status, refused.body.code]).toEqual([409, 'restore_parent_deleted']);
      expect((await adminCall('POST', `/v1/categories/${parent}/restore`)).status).toBe(200);
      const back = await adminCall('POST', `/v1/categories/${child}/restore`);
      expect(back.body.data).toMatchObject({ id: child, name: 'MemChild', translations });
      expect(JSON.stringify((await adminCall('GET', '/v1/categories')).body.data)).toMatch(/MemChild/);
    });

    it('after the retention window a restore is refused (410) and the pruning purges it', async () => {
      const { rows } = await ctx.db.query<{ id: number }>('select id from products where deleted_at is null order by id limit 1 offset 5');
      const id = rows[0]!.id;
      expect((await adminCall('DELETE', `/v1/products/${id}`)).status).toBe(200);
      await ctx.db.query(`update products set deleted_at = now() - interval '31 days' where id = $1`, [id]);
      const r = await adminCall('POST', `/v1/products/${id}/restore`);
      expect([r.status, r.body.code]).toEqual([410, 'restore_expired']);
      expect(
        (await adminCall('GET', '/v1/recently-deleted')).body.data.data.some(
          (d: { id: number; type: string }) => d.type === 'product' && d.id === id,
        ),
      ).toBe(false);
      const pruned = await pruneMemory(ctx.db, { auditDays: 365, restoreDays: 30 });
      expect(pruned.products).toBe(1);
      expect((await ctx.db.query('select 1 from products where id = $1', [id])).rows).toHaveLength(0);
    });

    it('audit events older than the retention are pruned, younger ones stay', async () => {
      const before = Number((await ctx.db.query<{ n: string }>('select count(*)::text as n from audit_events')).rows[0]!.n);
      // Back-date the oldest three (the pruning's own permission, as a test fixture).
      await ctx.db.transaction(async (tx) => {
        await tx.query(`select set_config('backoffice.audit_prune', 'on', true)`);
        const old = await tx.query<Record<string, unknown>>(
          'delete from audit_events where id in (select id from audit_events order by id limit 3) returning *',
        );
        for (const e of old.rows)
          await tx.query(
            `insert into audit_events (at, actor_id, actor_name, action, target_type, target_id, target_label) values (now() - interval '400 days', $1, $2, $3, $4, $5, $6)`,
            [e['actor_id'], e['actor_name'], e['action'], e['target_type'], e['target_id'], e['target_label']],
          );
      });
      const pruned = await pruneMemory(ctx.db, { auditDays: 365, restoreDays: 30 });
      expect(pruned.audit).toBe(3);
      const afterCount = Number((await ctx.db.query<{ n: string }>('select count(*)::text as n from audit_events')).rows[0]!.n);
      expect(afterCount).toBe(before - 3);
    });
  });

  describe('notification history', () => {
    it('every send is stored with its target, author and recipients; list and detail', async () => {
      const sent = await adminCall('POST', '/v1/notifications/send-bulk', {
        title: 'Just for Marco',
        message: 'Hi',
        type: 'NEW_MESSAGE',
        target: 'SINGLE',
        memberId: 2,
      });
      expect(sent.body.data).toEqual({ count: 1, id: expect.any(Number), status: 'sent' });
      const list = await adminCall('GET', '/v1/notifications?limit=5');
      expect(list.status).toBe(200);
      const top = list.body.data.data[0];
      expect(top).toMatchObject({
        title: 'Just for Marco',
        message: 'Hi',
        type: 'NEW_MESSAGE',
        target: 'SINGLE',
        targetCountry: null,
        member: { id: 2, name: 'Marco Bianchi' },
        recipients: 1,
        author: { id: 1, name: 'Ada Rossi' },
      });
      expect(list.body.data.pagination.dataCount).toBeGreaterThanOrEqual(2);
      const one = await adminCall('GET', `/v1/notifications/${top.id}`);
      expect(one.body.data).toEqual(top);
      // A refused send stores nothing.
      const count = list.body.data.pagination.dataCount;
      expect(
        (
          await adminCall('POST', '/v1/notifications/send-bulk', {
            title: 't',
            message: 'm',
            type: 'SYSTEM',
            target: 'SINGLE',
            memberId: 3,
          })
        ).body.code,
      ).toBe('recipient_disabled');
      expect((await adminCall('GET', '/v1/notifications?limit=5')).body.data.pagination.dataCount).toBe(count);
    });
  });
});
