// Issue 16: GET /v1/members/{id} (memberDetail), the enabled filter of GET /v1/members, and last_seen_at:
// written on sign-in and on authenticated requests at most once an hour, outside the request's transaction,
// never failing the request. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDetail, member as memberSchema, paginated } from '../../src/api/contract/index.js';
import { createApp, purgeExpired, type App } from '../../src/server/app.js';
import type { Db } from '../../src/server/db/types.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { JWT_SECRET, setup, targets, type Ctx } from './setup.js';

/** The Db with every statement sent outside a transaction recorded. */
const spying = (db: Db) => {
  const sqls: string[] = [];
  const spy: Db = {
    kind: db.kind,
    query: (sql, params) => {
      sqls.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: async () => {},
  };
  return { sqls, db: spy };
};
const TOUCH = /update members set last_seen_at/;

describe.each(targets)('member detail, enabled filter, last seen (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const get = (path: string, token = ctx.admin) => ctx.call('GET', path, { token });
  const row = async (id: number) =>
    (
      await ctx.db.query<{ last_seen_at: Date | string | null; created_at: Date | string; n: number }>(
        `select last_seen_at, created_at, (select count(*)::int from member_activity a where a.member_id = m.id) as n from members m where id = $1`,
        [id],
      )
    ).rows[0]!;
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  /** A second server process over the same database: its own memory of whom it recorded. */
  const processOver = (db: Db, log?: (l: string) => void) => createApp({ db, jwtSecret: JWT_SECRET, demo: true, ...(log ? { log } : {}) });
  const callOn = async (
    app: App,
    method: string,
    path: string,
    token: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  describe('GET /v1/members/{id}', () => {
    it("answers the list's fields with createdAt, lastSeenAt and activated", async () => {
      const r = await get('/v1/members/1');
      expect(r.status).toBe(200);
      const d = memberDetail.parse(r.body.data);
      const listed = (await get('/v1/members?ids=1')).body.data.data[0];
      expect(memberSchema.parse(r.body.data)).toEqual(memberSchema.parse(listed));
      const db = await row(1);
      expect(d).toMatchObject({
        id: 1,
        email: 'admin@example.com',
        activated: true,
        createdAt: iso(db.created_at),
        lastSeenAt: iso(db.last_seen_at),
      });
      expect(d.lastSeenAt).not.toBeNull(); // the sign-in of the setup
      // An owner of companies, and the pending account (never seen, not activated).
      const owner = (
        await ctx.db.query<{ id: number; n: number }>(
          'select member_id as id, count(*)::int as n from companies group by member_id order by member_id limit 1',
        )
      ).rows[0]!;
      const o = memberDetail.parse((await get(`/v1/members/${owner.id}`)).body.data);
      expect(o.companies).toHaveLength(owner.n);
      expect(o.isBusiness).toBe(true);
      expect((await get('/v1/members/3')).body.data).toMatchObject({
        id: 3,
        activated: false,
        enabled: false,
        lastSeenAt: null,
        isBusiness: false,
      });
    });

    it('404 for an unknown member, 400 for an id that is not one, 401 for members and anonymous callers', async () => {
      expect(await get('/v1/members/999999')).toMatchObject({ status: 404, body: { code: 'not_found', message: 'Member not found' } });
      for (const bad of ['abc', '0x10', '1e3', '-1', '0']) expect((await get(`/v1/members/${bad}`)).status, bad).toBe(400);
      expect(await get('/v1/members/1', ctx.member)).toMatchObject({ status: 401, body: { code: 'capabilities_required' } });
      expect(await ctx.call('GET', '/v1/members/1')).toMatchObject({ status: 401, body: { code: 'invalid_token' } });
    });
  });

  it("GET /v1/companies/{id} answers the company's createdAt too", async () => {
    const r = await get('/v1/companies/1');
    const { rows } = await ctx.db.query<{ t: Date | string }>('select created_at as t from companies where id = 1');
    expect(r.body.data.createdAt).toBe(iso(rows[0]!.t));
  });

  describe('GET /v1/members?enabled=', () => {
    const count = async (where: string) =>
      (await ctx.db.query<{ n: number }>(`select count(*)::int as n from members m where ${where}`)).rows[0]!.n;

    it('only disabled (false) or enabled (true) members, with the other filters; bad values are a 400', async () => {
      const off = paginated(memberSchema).parse((await get('/v1/members?enabled=false&limit=100')).body.data);
      expect(off.data.length).toBeGreaterThan(0);
      expect(off.data.every((m) => !m.enabled)).toBe(true);
      expect(off.pagination.dataCount).toBe(await count('not m.enabled'));
      const on = paginated(memberSchema).parse((await get('/v1/members?enabled=true&limit=100')).body.data);
      expect(on.data.every((m) => m.enabled)).toBe(true);
      expect(on.pagination.dataCount).toBe(await count('m.enabled'));
      const itOff = (await get('/v1/members?enabled=false&country=IT&limit=100')).body.data;
      expect(itOff.pagination.dataCount).toBe(await count(`not m.enabled and m.country = 'IT'`));
      expect((await get('/v1/members?enabled=maybe')).status).toBe(400);
    });

    it('keyset pages follow the filter; a cursor made for one value is refused for the other', async () => {
      const all = (await get('/v1/members?enabled=true&orderBy=lastName&limit=100')).body.data.data.map((m: { id: number }) => m.id);
      const walked: number[] = [];
      let r = await get('/v1/members?enabled=true&orderBy=lastName&limit=9');
      for (;;) {
        walked.push(...r.body.data.data.map((m: { id: number }) => m.id));
        const next = r.body.data.nextCursor as string | null;
        if (!next) break;
        r = await get(`/v1/members?enabled=true&orderBy=lastName&limit=9&cursor=${encodeURIComponent(next)}`);
        expect(r.status).toBe(200);
      }
      expect(walked).toEqual(all);
      const first = await get('/v1/members?enabled=true&orderBy=lastName&limit=9');
      const other = await get(
        `/v1/members?enabled=false&orderBy=lastName&limit=9&cursor=${encodeURIComponent(first.body.data.nextCursor)}`,
      );
      expect(other).toMatchObject({ status: 400, body: { code: 'invalid_cursor' } });
      // Without the filter, cursors are the ones made before it existed.
      const plain = await get('/v1/members?orderBy=lastName&limit=9');
      expect((await get(`/v1/members?orderBy=lastName&limit=9&cursor=${encodeURIComponent(plain.body.data.nextCursor)}`)).status).toBe(200);
    });

    it('disabled members are counted through their partial index', async () => {
      const plan = await ctx.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        return (await tx.query<Record<string, string>>('explain select count(*)::int as n from members m where not m.enabled')).rows
          .map((x) => Object.values(x)[0])
          .join('\n');
      });
      expect(plan).toContain('members_disabled_idx');
    });
  });

  describe('last seen', () => {
    let id: number;
    let token: string;
    beforeAll(async () => {
      const hash = await hashPassword('seen-pass');
      id = (
        await ctx.db.query<{ id: number }>(
          `insert into members (email, password_hash, username) values ('seen@t16.test', $1, 'seen16') returning id`,
          [hash],
        )
      ).rows[0]!.id;
    });
    const setBack = (hours: number) =>
      ctx.db.query(`update members set last_seen_at = now() - make_interval(hours => $2) where id = $1`, [id, hours]);

    it('sign-in records it before answering, with an activity row', async () => {
      expect(await row(id)).toMatchObject({ last_seen_at: null, n: 0 });
      token = await ctx.login('seen@t16.test', 'seen-pass');
      const { rows } = await ctx.db.query<{ age: number }>(
        'select extract(epoch from now() - last_seen_at)::float8 as age from members where id = $1',
        [id],
      );
      expect(rows[0]!.age).toBeLessThan(60);
      expect((await row(id)).n).toBe(1);
      expect((await get(`/v1/members/${id}`)).body.data.lastSeenAt).toBe(iso((await row(id)).last_seen_at));
    });

    it('within the hour a request writes nothing, not even a query: the token check says whether it is due, the process remembers whom it wrote', async () => {
      // Recorded less than an hour ago: a new process sends nothing.
      const a = spying(ctx.db);
      const fresh = processOver(a.db);
      expect((await callOn(fresh, 'GET', '/v1/accounts/member', token)).status).toBe(200);
      await fresh.lastSeen.idle();
      expect(a.sqls.filter((s) => TOUCH.test(s))).toEqual([]);
      // Due in the database, but this process recorded the member at sign-in: nothing either.
      await setBack(2);
      const before = await row(id);
      expect((await ctx.call('GET', '/v1/accounts/member', { token })).status).toBe(200);
      await ctx.app.lastSeen.idle();
      expect(await row(id)).toEqual(before);
    });

    it('past the hour a request records it once, after answering; the next requests do not', async () => {
      await setBack(2);
      const a = spying(ctx.db);
      const other = processOver(a.db);
      const before = await row(id);
      for (let i = 0; i < 3; i++) expect((await callOn(other, 'GET', '/v1/accounts/member', token)).status).toBe(200);
      await other.lastSeen.idle();
      expect(a.sqls.filter((s) => TOUCH.test(s))).toHaveLength(1);
      const after = await row(id);
      expect(new Date(after.last_seen_at!).getTime()).toBeGreaterThan(new Date(before.last_seen_at!).getTime() + 3_600_000);
      expect(after.n).toBe(before.n + 1);
    });

    it('a request in a transaction (an idempotent write) records it after the transaction, without waiting for it', async () => {
      await setBack(2);
      const other = processOver(ctx.db);
      const before = await row(id);
      const r = await Promise.race([
        callOn(other, 'PATCH', '/v1/accounts/members', token, { body: {}, headers: { 'idempotency-key': `seen-${target}` } }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the request waited for its own last-seen write')), 10_000)),
      ]);
      expect(r.status).toBe(200);
      await other.lastSeen.idle();
      expect((await row(id)).n).toBe(before.n + 1);
    });

    it('a failed write is logged and never fails the request; the next request tries again', async () => {
      await setBack(2);
      const lines: string[] = [];
      const other = processOver(ctx.db, (l) => lines.push(l));
      const before = await row(id);
      await ctx.db.exec('alter table member_activity rename to member_activity_away');
      try {
        expect((await callOn(other, 'GET', '/v1/accounts/member', token)).status).toBe(200);
        await other.lastSeen.idle();
      } finally {
        await ctx.db.exec('alter table member_activity_away rename to member_activity');
      }
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\[warn\\] last seen of member ${id}: `)));
      expect(await row(id)).toEqual(before); // one statement: neither last_seen_at nor the activity row
      expect((await callOn(other, 'GET', '/v1/accounts/member', token)).status).toBe(200);
      await other.lastSeen.idle();
      expect((await row(id)).n).toBe(before.n + 1);
    });

    it('activity older than 800 days is purged with the other expired rows', async () => {
      await ctx.db.query(
        `insert into member_activity (member_id, at) values ($1, now() - interval '801 days'), ($1, now() - interval '799 days')`,
        [id],
      );
      await purgeExpired(ctx.db);
      const { rows } = await ctx.db.query<{ days: number }>(
        `select round(extract(epoch from now() - at) / 86400)::int as days from member_activity where member_id = $1 and at < now() - interval '700 days'`,
        [id],
      );
      expect(rows).toEqual([{ days: 799 }]);
    });
  });
});
