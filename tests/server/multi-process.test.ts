// Issue 15 item 4: several `backoffice serve` processes behind a load balancer on one PostgreSQL.
// Two real processes on one fresh database; every check goes through HTTP, alternating between them,
// so a counter or an idempotency record kept in one process's memory would let the check through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { twoServers, type ServerProcess, type TwoServers } from '../helpers/server-process.js';
import { DEMO, targets } from './setup.js';

interface Answer {
  status: number;
  body: { data?: unknown; code?: string };
  headers: Headers;
}

const post = async (s: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const r = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as Answer['body'], headers: r.headers };
};

const signIn = (s: ServerProcess, email: string, password: string) => post(s, '/v1/auth/login', { email, password });

describe.each(targets.filter((t) => t === 'pg'))('two server processes on one PostgreSQL (%s)', () => {
  let two: TwoServers;
  let db: pg.Client;
  beforeAll(async () => {
    two = await twoServers();
    db = new pg.Client({ connectionString: two.databaseUrl });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await two?.close();
  }, 60_000);

  it('the sign-in limit counts the attempts made on both processes together', async () => {
    // 10 attempts per address and e-mail per 5 minutes (DEFAULT_LIMITS.loginAttempts), 5 on each process.
    const answers: [number, string | undefined][] = [];
    for (let i = 0; i < 10; i++) {
      const r = await signIn(i % 2 ? two.b : two.a, DEMO.member.email, `wrong-${i}`);
      answers.push([r.status, r.body.code]);
    }
    expect(answers).toEqual(Array.from({ length: 10 }, () => [401, 'invalid_credentials']));
    // The 11th attempt is refused on either process, before the password is looked at (the right one here).
    for (const s of [two.a, two.b]) {
      const r = await signIn(s, DEMO.member.email, DEMO.member.password);
      expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('the reset-mail limit counts the requests made on both processes together', async () => {
    // 5 reset mails per address and e-mail per 15 minutes (DEFAULT_LIMITS.resetMails).
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post(i % 2 ? two.b : two.a, '/v1/members/send-reset-password-email', { email: DEMO.member.email })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    for (const s of [two.b, two.a]) {
      const r = await post(s, '/v1/members/send-reset-password-email', { email: DEMO.member.email });
      expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The allowed requests were composed by the process that took them (a refused one queues nothing).
    await expect
      .poll(
        async () =>
          (
            await db.query(`select count(*)::int as n from mails where recipient = $1 and subject = 'Reset your password'`, [
              DEMO.member.email,
            ])
          ).rows[0].n,
        {
          timeout: 10_000,
        },
      )
      .toBe(5);
  });

  it('an Idempotency-Key used on one process is replayed by the other, and a different body is refused there', async () => {
    // A token signed by A works on B: both use the secret kept in the settings table.
    const login = await signIn(two.a, DEMO.admin.email, DEMO.admin.password);
    expect(login.status).toBe(200);
    const auth = {
      authorization: `Bearer ${(login.body.data as { access_token: string }).access_token}`,
      'idempotency-key': 'multi-process-1',
    };
    const category = { name: 'MultiProcess', translations: [{ languageCode: 'en', name: 'Two processes' }] };

    const first = await post(two.a, '/v1/categories', category, auth);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await post(two.b, '/v1/categories', category, auth);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);

    // Once: one row and one audit event (a second run on B would have answered 409 category_exists).
    const created = await db.query(`select id from categories where name = 'MultiProcess'`);
    expect(created.rows).toEqual([{ id: (first.body.data as { id: number }).id }]);
    const events = await db.query(
      `select count(*)::int as n from audit_events where action = 'category.created' and target_label = 'MultiProcess'`,
    );
    expect(events.rows[0].n).toBe(1);

    const other = await post(two.b, '/v1/categories', { ...category, name: 'MultiProcessOther' }, auth);
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect((await db.query(`select count(*)::int as n from categories where name = 'MultiProcessOther'`)).rows[0].n).toBe(0);
  });

  it('a token signed out on one process stops working on the other at once', async () => {
    const login = await signIn(two.a, DEMO.admin.email, DEMO.admin.password);
    const auth = { authorization: `Bearer ${(login.body.data as { access_token: string }).access_token}` };
    const me = (s: ServerProcess) => fetch(`${s.url}/v1/accounts/member`, { headers: auth });
    expect((await me(two.b)).status).toBe(200);
    expect((await post(two.b, '/v1/auth/logout', {}, auth)).status).toBe(200);
    const after = await me(two.a);
    expect([after.status, ((await after.json()) as Answer['body']).code]).toEqual([401, 'invalid_token']);
  });
});

describe('twoServers', () => {
  it('needs PostgreSQL: without TEST_DATABASE_URL it refuses before creating or starting anything', async () => {
    const saved = process.env['TEST_DATABASE_URL'];
    delete process.env['TEST_DATABASE_URL'];
    try {
      await expect(twoServers()).rejects.toThrow('twoServers needs TEST_DATABASE_URL');
    } finally {
      if (saved !== undefined) process.env['TEST_DATABASE_URL'] = saved;
    }
  });
});
