// Security issue 18: one test (or more) per server finding, on PGlite and PostgreSQL. Each would fail on
// the code before the fix. The flood timings live in bench/security; here only answer codes are asserted.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, purgeExpired } from '../../src/server/app.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { DEMO, JWT_SECRET, setup, targets, type Ctx } from './setup.js';

const mailLink = async (ctx: Ctx, to: string) => {
  const r = await ctx.call('GET', '/v1/dev/mail');
  const mails = (r.body.data as { to: string; link: string }[]).filter((m) => m.to === to);
  return mails.map((m) => {
    const url = new URL(m.link, 'http://x');
    return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  }); // newest first
};

describe.each(targets)('security findings (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.db.query('delete from rate_limits');
  });

  /** A second enabled administrator with a password (the demo has one). */
  const addAdmin = async (email: string) => {
    const hash = await hashPassword('second-admin');
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into members (email, password_hash, first_name, last_name, username, role, capabilities)
       values ($1, $2, 'Second', 'Admin', $3, 'admin', '{IamGOD}') returning id`,
      [email, hash, email.split('@')[0]],
    );
    return { id: rows[0]!.id, token: await ctx.login(email, 'second-admin') };
  };

  it('2: a revoked token gets 401, not the stored answer of its idempotency key', async () => {
    const token = await ctx.login(DEMO.admin.email, DEMO.admin.password);
    const headers = { 'idempotency-key': 'revoked-replay' };
    const body = { title: 'T', message: 'M', type: 'SYSTEM', target: 'SINGLE', memberId: 5 };
    expect((await ctx.call('POST', '/v1/notifications/send-bulk', { token, headers, body })).status).toBe(200);
    const change = await ctx.call('PATCH', '/v1/accounts/password', {
      token,
      body: { oldPassword: DEMO.admin.password, password: 'rotated-1' },
    });
    expect(change.status).toBe(200);
    const replay = await ctx.call('POST', '/v1/notifications/send-bulk', { token, headers, body });
    expect(replay).toMatchObject({ status: 401, body: { code: 'invalid_token' } });
    expect(replay.headers.get('idempotent-replayed')).toBeNull();
    const fresh = await ctx.login(DEMO.admin.email, 'rotated-1');
    await ctx.call('PATCH', '/v1/accounts/password', { token: fresh, body: { oldPassword: 'rotated-1', password: DEMO.admin.password } });
    ctx.admin = await ctx.login(DEMO.admin.email, DEMO.admin.password);
  });

  it('3: a key left in progress by a dead attempt is taken over once its lease ran out, and the call runs once', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, idempotencyLeaseMs: 60_000 });
    const call = (key: string) =>
      app.request('/v1/members/disable', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.admin}`, 'idempotency-key': key },
        body: JSON.stringify({ memberId: 7 }),
      });
    const { rows } = await ctx.db.query<{ token_version: number }>('select token_version from members where id = 7');
    // What a server killed in the middle of the call leaves: a reservation, no completion. Lease still running: 409.
    await ctx.db.query(
      `insert into idempotency_keys (member_id, key, method, path, request_hash, owner, lease_until)
       values (1, 'dead-1', 'POST', '/v1/members/disable', null, 'dead-owner', now() + interval '1 minute')`,
    );
    const early = await call('dead-1');
    expect(early.status).toBe(409);
    expect(((await early.json()) as { code: string }).code).toBe('idempotency_in_progress');
    // The lease runs out: the call runs (nothing had committed), then replays.
    await ctx.db.query(`update idempotency_keys set lease_until = now() - interval '1 second' where key = 'dead-1'`);
    const taken = await call('dead-1');
    expect(taken.status).toBe(200);
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
    const replay = await call('dead-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = await ctx.db.query<{ token_version: number; enabled: boolean }>(
      'select token_version, enabled from members where id = 7',
    );
    expect(after.rows[0]).toEqual({ token_version: rows[0]!.token_version + 1, enabled: false });
    await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: 7 } });
  });

  it('3: a failed call rolls back its writes with its record and frees the key', async () => {
    const headers = { 'idempotency-key': 'fails-1' };
    const bad = await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, headers, body: { memberId: 999_999 } });
    expect(bad.status).toBe(404);
    const left = await ctx.db.query(`select 1 from idempotency_keys where key = 'fails-1'`);
    expect(left.rows).toEqual([]);
  });

  it('4: an administrator cannot be disabled by another, not even when both try at once', async () => {
    const second = await addAdmin(`second-${target}@example.com`);
    const [a, b] = await Promise.all([
      ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: second.id } }),
      ctx.call('POST', '/v1/members/disable', { token: second.token, body: { memberId: 1 } }),
    ]);
    for (const r of [a, b]) expect(r).toMatchObject({ status: 409, body: { statusCode: 409, code: 'admin_cannot_be_disabled' } });
    const { rows } = await ctx.db.query<{ n: number }>(`select count(*)::int as n from members where role = 'admin' and enabled`);
    expect(rows[0]!.n).toBe(2);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: second.token })).status).toBe(200);
  });

  it('5: failed sign-ins are limited per address whatever the e-mail (429 + Retry-After)', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits: { loginIpFailures: 8, hashConcurrency: 64, hashQueue: 64 } });
    const login = (email: string) =>
      app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'guess' }),
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`flood${i}@example.com`)));
    const codes = answers.map((r) => r.status);
    expect(codes.filter((c) => c === 401)).toHaveLength(8);
    expect(codes.filter((c) => c === 429)).toHaveLength(22);
    expect(Number(answers.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('5: password hashing is bounded: past the slots and queue a sign-in is answered 503 + Retry-After at once', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits: { hashConcurrency: 1, hashQueue: 1, loginIpFailures: 1000 } });
    const login = (i: number) =>
      app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `slot${i}@example.com`, password: 'guess' }),
      });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i)));
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 401).length).toBeGreaterThanOrEqual(2);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(((await busy[0]!.json()) as { code: string }).code).toBe('server_busy');
  });

  it('10: a newer reset link, the use of one, and a password change each kill the earlier links', async () => {
    const email = DEMO.member.email;
    const request = () => ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email } });
    await request();
    await request();
    const [newer, older] = await mailLink(ctx, email);
    const useOlder = await ctx.call('POST', '/v1/auth/reset-password', { body: { ...older, password: 'from-older' } });
    expect(useOlder).toMatchObject({ status: 400, body: { code: 'reset_link_invalid' } });
    expect((await ctx.call('POST', '/v1/auth/reset-password', { body: { ...newer, password: 'from-newer' } })).status).toBe(200);
    // A link mailed before a password change dies with the change.
    await request();
    const [pending] = await mailLink(ctx, email);
    const token = await ctx.login(email, 'from-newer');
    const change = await ctx.call('PATCH', '/v1/accounts/password', {
      token,
      body: { oldPassword: 'from-newer', password: DEMO.member.password },
    });
    expect(change.status).toBe(200);
    const late = await ctx.call('POST', '/v1/auth/reset-password', { body: { ...pending, password: 'late-pass-1' } });
    expect(late).toMatchObject({ status: 400, body: { code: 'reset_link_invalid' } });
    ctx.member = await ctx.login(email, DEMO.member.password);
  });

  it('11: disabled and not-activated accounts are named only after the right password', async () => {
    const hash = await hashPassword('pending-pw');
    await ctx.db.query(
      `insert into members (email, password_hash, activated, enabled) values ('half@example.com', $1, false, true),
       ('off@example.com', $1, true, false)`,
      [hash],
    );
    const call = (email: string, password: string) => ctx.call('POST', '/v1/auth/login', { body: { email, password } });
    const unknown = await call('nobody@example.com', 'x');
    for (const email of ['half@example.com', 'off@example.com', DEMO.pending.email])
      expect((await call(email, 'x')).body).toEqual(unknown.body);
    expect((await call('half@example.com', 'pending-pw')).body.code).toBe('account_not_activated');
    expect((await call('off@example.com', 'pending-pw')).body.code).toBe('account_disabled');
  });

  it('12: a reset request does the same work for known and unknown addresses before it answers', async () => {
    let queries = 0;
    const counting = {
      ...ctx.db,
      kind: ctx.db.kind,
      query: (sql: string, params?: unknown[]) => {
        queries++;
        return ctx.db.query(sql, params);
      },
      transaction: <R>(fn: (tx: never) => Promise<R>) => {
        queries++;
        return ctx.db.transaction(fn as never);
      },
    } as typeof ctx.db;
    const app = createApp({ db: counting, jwtSecret: JWT_SECRET, demo: true });
    const ask = async (email: string) => {
      queries = 0;
      const r = await app.request('/v1/members/send-reset-password-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return { status: r.status, body: await r.text(), queries };
    };
    const idle = () => app.request('/v1/dev/mail'); // waits for queued mails
    const known = await ask(DEMO.admin.email);
    await idle();
    const unknown = await ask('stranger@example.com');
    await idle();
    expect(unknown).toEqual(known);
    // The look-up and the mail come after the answer; only the shared rate-limit counters (PostgreSQL: per
    // address, and per address + e-mail) are touched.
    expect(known.queries).toBe(ctx.db.kind === 'pg' ? 2 : 0);
    const mails = (await (await app.request('/v1/dev/mail')).json()) as { data: { to: string }[] };
    expect(mails.data.some((m) => m.to === DEMO.admin.email)).toBe(true);
    expect(mails.data.some((m) => m.to === 'stranger@example.com')).toBe(false);
  });

  it('14: category codes that differ only in case cannot both be created, even at once', async () => {
    const codes = ['CaseRace', 'caserace', 'CASERACE', 'caseRace', 'CaseracE', 'cASErACE'];
    const answers = await Promise.all(
      codes.map((name) =>
        ctx.call('POST', '/v1/categories', { token: ctx.admin, body: { name, translations: [{ languageCode: 'en', name }] } }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) expect(r).toMatchObject({ status: 409, body: { code: 'category_exists' } });
    const { rows } = await ctx.db.query<{ n: number }>(`select count(*)::int as n from categories where lower(name) = 'caserace'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('15: usernames are NFKC-normalised and may not mix scripts', async () => {
    const token = ctx.member;
    const mixed = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: 'ad\u0430m' } }); // Cyrillic а
    expect(mixed).toMatchObject({ status: 400, body: { code: 'username_mixed_script', field: 'username' } });
    const wide = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: '\uff4d\uff52\uff4f\uff53\uff53\uff49' } });
    expect(wide).toMatchObject({ status: 200, body: { data: { username: 'mrossi' } } });
    const greek = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: 'αθηνα' } });
    expect(greek.status).toBe(200);
    // The admin already holds ada.rossi; the full-width form of it is the same name.
    const taken = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: '\uff41da.rossi' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'username_taken', field: 'username' } });
    await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: 'marco.bianchi' } });
  });

  it('18: expired idempotency records, sign-outs and limit windows are purged, live ones kept', async () => {
    await ctx.db.query(`delete from idempotency_keys`);
    await ctx.db.query(
      `insert into idempotency_keys (member_id, key, method, path, status, body, created_at) values
       (1, 'old', 'POST', '/v1/x', 200, '{}', now() - interval '25 hours'),
       (1, 'new', 'POST', '/v1/x', 200, '{}', now())`,
    );
    await ctx.db.query(
      `insert into revoked_tokens (jti, member_id, expires_at) values ('gone', 1, now() - interval '1 hour'), ('live', 1, now() + interval '1 hour')`,
    );
    await ctx.db.query(
      `insert into rate_limits (key, count, reset_at) values ('done', 3, now() - interval '1 minute'), ('open', 3, now() + interval '1 minute')`,
    );
    expect(await purgeExpired(ctx.db)).toBe(3);
    expect((await ctx.db.query(`select key from idempotency_keys`)).rows).toEqual([{ key: 'new' }]);
    expect((await ctx.db.query(`select jti from revoked_tokens`)).rows).toEqual([{ jti: 'live' }]);
    expect((await ctx.db.query(`select key from rate_limits`)).rows).toEqual([{ key: 'open' }]);
  });

  it('19: sign-out revokes that token only', async () => {
    const a = await ctx.login(DEMO.admin.email, DEMO.admin.password);
    const b = await ctx.login(DEMO.admin.email, DEMO.admin.password);
    const out = await ctx.call('POST', '/v1/auth/logout', { token: a });
    expect(out).toMatchObject({ status: 200, body: { data: { loggedOut: true } } });
    expect((await ctx.call('GET', '/v1/accounts/member', { token: a })).status).toBe(401);
    expect((await ctx.call('POST', '/v1/auth/logout', { token: a })).status).toBe(401);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: b })).status).toBe(200);
  });

  it('20: every sign-in answer (and every API answer) is Cache-Control: no-store', async () => {
    const ok = await ctx.call('POST', '/v1/auth/login', { body: { email: DEMO.admin.email, password: DEMO.admin.password } });
    const bad = await ctx.call('POST', '/v1/auth/login', { body: { email: DEMO.admin.email, password: 'nope' } });
    const reset = await ctx.call('POST', '/v1/auth/reset-password', {
      body: { email: DEMO.admin.email, token: 'x', password: 'reset-pass-y' },
    });
    const me = await ctx.call('GET', '/v1/accounts/member', { token: ctx.admin });
    for (const r of [ok, bad, reset, me]) expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('21: control and bidi characters are refused in names and one-line fields, newlines kept in messages', async () => {
    const before = await ctx.db.query('select first_name, last_name from members where id = 2');
    const cases: [string, string, object, string][] = [
      ['PATCH', '/v1/accounts/members', { firstName: 'Ada\u001b[2J' }, 'firstName'],
      ['PATCH', '/v1/accounts/members', { lastName: 'evil\u202Etxt.exe' }, 'lastName'],
      ['PATCH', '/v1/accounts/members', { firstName: 'C1\u009b' }, 'firstName'],
    ];
    for (const [method, path, body, field] of cases) {
      const r = await ctx.call(method, path, { token: ctx.member, body });
      expect(r, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'control_characters', field } });
    }
    expect((await ctx.db.query('select first_name, last_name from members where id = 2')).rows).toEqual(before.rows);
    const admin = { token: ctx.admin };
    const title = await ctx.call('POST', '/v1/notifications/send-bulk', {
      ...admin,
      body: { title: 'Hi\u0007', message: 'm', type: 'SYSTEM', target: 'SINGLE', memberId: 5 },
    });
    expect(title).toMatchObject({ status: 400, body: { code: 'control_characters', field: 'title' } });
    const category = await ctx.call('POST', '/v1/categories', {
      ...admin,
      body: { name: 'Bidi', translations: [{ languageCode: 'it', name: 'a\u2066b' }] },
    });
    expect(category).toMatchObject({ status: 400, body: { field: 'translations.0.name' } });
    const lines = await ctx.call('POST', '/v1/notifications/send-bulk', {
      ...admin,
      body: { title: 'Two lines', message: 'first\nsecond', type: 'SYSTEM', target: 'SINGLE', memberId: 5 },
    });
    expect(lines.status).toBe(200);
    const esc = await ctx.call('POST', '/v1/notifications/send-bulk', {
      ...admin,
      body: { title: 'T', message: 'first\n\u001b[31msecond', type: 'SYSTEM', target: 'SINGLE', memberId: 5 },
    });
    expect(esc).toMatchObject({ status: 400, body: { field: 'message' } });
  });

  it('23: source maps are not served unless asked for', async () => {
    const web = mkdtempSync(join(tmpdir(), 'bo-maps-'));
    try {
      writeFileSync(join(web, 'index.html'), '<!doctype html><title>x</title>');
      writeFileSync(join(web, 'app.js'), 'export {};\n//# sourceMappingURL=app.js.map');
      writeFileSync(join(web, 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
      const plain = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, webDir: web });
      expect((await plain.request('/app.js')).status).toBe(200);
      expect((await plain.request('/app.js')).headers.get('SourceMap')).toBeNull();
      expect((await plain.request('/app.js.map')).status).toBe(404);
      expect((await plain.request('/APP.JS.MAP')).status).toBe(404);
      const debug = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, webDir: web, sourceMaps: true });
      expect((await debug.request('/app.js.map')).status).toBe(200);
      // The builds carry no sourceMappingURL comment: the header points the browser at the map.
      expect((await debug.request('/app.js')).headers.get('SourceMap')).toBe('app.js.map');
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('22: a single notification to a disabled member is refused, nothing is stored', async () => {
    await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: 8 } });
    const before = await ctx.db.query<{ n: number }>('select count(*)::int as n from notifications where member_id = 8');
    const r = await ctx.call('POST', '/v1/notifications/send-bulk', {
      token: ctx.admin,
      body: { title: 'T', message: 'M', type: 'SYSTEM', target: 'SINGLE', memberId: 8 },
    });
    expect(r).toMatchObject({ status: 409, body: { code: 'recipient_disabled', field: 'memberId' } });
    expect((await ctx.db.query<{ n: number }>('select count(*)::int as n from notifications where member_id = 8')).rows).toEqual(
      before.rows,
    );
    await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: 8 } });
  });
});

describe('security findings over real sockets', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, memory: true, demo: true, quiet: true, purgeEveryMs: 50 });
  });
  afterAll(() => server?.close());

  /** POST from a given loopback address (Linux routes all of 127.0.0.0/8 to lo). */
  const postFrom = (from: string, path: string, body: object) =>
    new Promise<{ status: number; body: any; headers: Record<string, unknown> }>((resolve, reject) => {
      const u = new URL(path, server.url);
      const req = httpRequest(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: 'POST',
          localAddress: from,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text), headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });

  it('13: 20 failures for one account from 20 addresses lock that account (429), a reset mail lets its owner back in', async () => {
    const email = DEMO.member.email;
    for (let i = 0; i < 20; i++) {
      const r = await postFrom(`127.0.0.${i + 2}`, '/v1/auth/login', { email, password: `guess-${i}` });
      expect(r.status).toBe(401);
    }
    const locked = await postFrom('127.0.0.50', '/v1/auth/login', { email, password: DEMO.member.password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('account_locked'); // issue 33: a distinct code (security-lockout.test.ts)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from those addresses is not affected.
    expect((await postFrom('127.0.0.2', '/v1/auth/login', { email: DEMO.admin.email, password: DEMO.admin.password })).status).toBe(200);
    // The owner resets the password by mail and gets in.
    await postFrom('127.0.0.60', '/v1/members/send-reset-password-email', { email });
    const mails = (await (await fetch(`${server.url}/v1/dev/mail`)).json()) as { data: { to: string; link: string }[] };
    const link = new URL(mails.data.find((m) => m.to === email)!.link);
    expect(link.origin).toBe(server.url); // absolute links, to the served origin by default
    const reset = await postFrom('127.0.0.60', '/v1/auth/reset-password', {
      email,
      token: link.searchParams.get('token'),
      password: DEMO.member.password,
    });
    expect(reset.status).toBe(200);
    expect((await postFrom('127.0.0.60', '/v1/auth/login', { email, password: DEMO.member.password })).status).toBe(200);
  });

  it('mails carry absolute links to the configured public URL (issue 11 item 7)', async () => {
    const other = await startServer({ port: 0, memory: true, demo: true, quiet: true, publicUrl: 'https://admin.example.com' });
    try {
      await fetch(`${other.url}/v1/members/send-reset-password-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.member.email }),
      });
      const mails = (await (await fetch(`${other.url}/v1/dev/mail`)).json()) as { data: { to: string; link: string }[] };
      const links = mails.data.map((m) => m.link);
      expect(links.length).toBeGreaterThanOrEqual(2); // the seeded activation mail and the reset mail
      for (const link of links) expect(link).toMatch(/^https:\/\/admin\.example\.com\/(enable-member|reset-password)\?email=/);
    } finally {
      await other.close();
    }
    await expect(startServer({ port: 0, memory: true, quiet: true, publicUrl: 'admin.example.com/x' })).rejects.toThrow(
      /must be an origin/,
    );
  });

  it('18: the server purges on its own schedule', async () => {
    await server.db.query(
      `insert into idempotency_keys (member_id, key, method, path, status, body, created_at)
       values (1, 'stale', 'POST', '/v1/x', 200, '{}', now() - interval '2 days')`,
    );
    await expect
      .poll(async () => (await server.db.query(`select 1 from idempotency_keys where key = 'stale'`)).rows.length, { timeout: 5000 })
      .toBe(0);
  });
});

describe.each(targets.filter((t) => t === 'pg'))('sign-in limits shared by several server processes (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('5: two apps on one PostgreSQL count failures together (N processes do not allow N times the attempts)', async () => {
    const limits = { loginIpFailures: 6, hashConcurrency: 8, hashQueue: 8 };
    const apps = [createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits }), createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits })];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await apps[i % 2]!.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `shared${i}@example.com`, password: 'guess' }),
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429]);
  });
});

describe.each(targets)('work queued by an idempotent call (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('a reset mail asked for with an Idempotency-Key by a signed-in member is still composed after the call', async () => {
    const r = await ctx.call('POST', '/v1/members/send-reset-password-email', {
      token: ctx.admin,
      headers: { 'idempotency-key': 'mail-in-tx' },
      body: { email: DEMO.member.email },
    });
    expect(r.status).toBe(200);
    const mails = (await ctx.call('GET', '/v1/dev/mail')).body.data as { to: string; subject: string }[];
    expect(mails.filter((m) => m.to === DEMO.member.email && /reset/i.test(m.subject))).toHaveLength(1);
  });
});
