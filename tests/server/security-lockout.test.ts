// Security round 3 (issue 33): the sign-in lockout no longer locks the owner out (item 2), the password change
// is limited and audited (item 4), the per-address limits count an IPv6 client by its /64 and ignore ports
// (item 7), and reset mails are limited per address (item 8). On PGlite and PostgreSQL; answer codes only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.js';
import type { Limits } from '../../src/server/lib/deps.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { issueToken } from '../../src/server/lib/tokens.js';
import { JWT_SECRET, setup, targets, type Ctx } from './setup.js';

// A load balancer in front of the app (read by the server at its first request, below).
const PROXY = '10.9.9.9';
const savedProxies = process.env['BACKOFFICE_TRUSTED_PROXIES'];
process.env['BACKOFFICE_TRUSTED_PROXIES'] = PROXY;
afterAll(() => {
  if (savedProxies === undefined) delete process.env['BACKOFFICE_TRUSTED_PROXIES'];
  else process.env['BACKOFFICE_TRUSTED_PROXIES'] = savedProxies;
});

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

interface From {
  /** The connection's peer address (app.request has no socket: this is what the node server would give). */
  from?: string;
  /** The browser's device cookie (`name=value`). */
  cookie?: string;
  /** The CLI's device token (X-Device-Token). */
  device?: string;
  headers?: Record<string, string>;
  url?: string;
}

const socket = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
});

async function send(app: App, method: string, path: string, body: unknown, o: From & { token?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
  if (o.cookie) headers['cookie'] = o.cookie;
  if (o.device) headers['x-device-token'] = o.device;
  if (o.token) headers['authorization'] = `Bearer ${o.token}`;
  const res = await app.request(`${o.url ?? ''}${path}`, { method, headers, body: JSON.stringify(body) }, socket(o.from ?? '192.0.2.1'));
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

const signIn = (app: App, email: string, password: string, o: From = {}) => send(app, 'POST', '/v1/auth/login', { email, password }, o);

/** The device cookie a sign-in answer sets, as a browser sends it back (`name=value`), and its attributes. */
const deviceCookie = (r: Reply) => {
  const line = r.headers.getSetCookie().find((l) => l.startsWith('bo_device_'));
  if (!line) return null;
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  return { pair: pair!, attrs: attrs.map((a) => a.toLowerCase()) };
};

const LIMITS: Partial<Limits> = {
  loginAccountFailures: 5,
  loginDeviceFailures: 3,
  loginAttempts: 1000,
  loginIpFailures: 1000,
  passwordChangeFailures: 3,
  resetMailsPerAddress: 4,
  hashConcurrency: 8,
  hashQueue: 64,
};

describe.each(targets)('sign-in lockout and limits (%s)', (target) => {
  let ctx: Ctx;
  let app: App;
  let n = 0;
  beforeAll(async () => {
    ctx = await setup(target);
    app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, demo: true, limits: LIMITS });
  });
  afterAll(() => ctx?.close());

  /** A fresh administrator (each test its own account, so the counters of one test never reach another). */
  const addMember = async (password = 'right-password-1', extra: { activated?: boolean } = {}) => {
    const email = `lock-${target}-${++n}@example.com`;
    const hash = await hashPassword(password);
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into members (email, password_hash, first_name, last_name, username, role, capabilities, activated)
       values ($1, $2, 'Lock', 'Test', $3, 'admin', '{IamGOD}', $4) returning id`,
      [email, hash, `lock-${target}-${n}`, extra.activated ?? true],
    );
    return { id: rows[0]!.id, email, password };
  };

  /** `count` wrong passwords, each from its own unknown address (a distributed attack). */
  const attack = async (email: string, count: number, net = 50) => {
    for (let i = 0; i < count; i++) expect((await signIn(app, email, `guess-${i}`, { from: `203.0.${net}.${i + 1}` })).status).toBe(401);
  };

  const events = async (action: string, targetId: number) =>
    (await ctx.call('GET', `/v1/audit?action=${action}&targetType=member&targetId=${targetId}`, { token: ctx.admin })).body.data.data as {
      action: string;
      target: { type: string; id: string; label: string };
      changes: Record<string, { from: unknown; to: unknown }> | null;
    }[];

  /** The newest mail to `to` (the outbox of `app`, which waits for the mails its requests queued). */
  const mailLink = async (to: string) => {
    const mails = (await send(app, 'GET', '/v1/dev/mail', undefined)).body.data as { to: string; link: string }[];
    const url = new URL(mails.find((m) => m.to === to)!.link, 'http://x');
    return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
  };

  describe('item 2: an attack on an account does not lock its owner out', () => {
    it('a browser and a CLI profile that signed in before still get in with the right password; unknown clients are locked', async () => {
      const m = await addMember();
      const browser = await signIn(app, m.email, m.password, { from: '198.51.100.1' });
      expect(browser.status).toBe(200);
      const cookie = deviceCookie(browser)!;
      expect(cookie).not.toBeNull();
      expect(cookie.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/v1/auth']));
      expect(cookie.attrs).not.toContain('secure'); // plain http here
      const cli = await signIn(app, m.email, m.password, { from: '198.51.100.2' });
      const device = cli.body.data.device_token as string;
      expect(device).toMatch(/^\S{20,}$/);

      await attack(m.email, 5);
      const locked = await signIn(app, m.email, m.password, { from: '203.0.113.99' });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ statusCode: 429, code: 'account_locked' });
      expect(locked.body.message).toMatch(/reset/i);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(locked.body.retryAfter).toBe(Number(locked.headers.get('retry-after')));

      expect((await signIn(app, m.email, m.password, { cookie: cookie.pair, from: '203.0.113.99' })).status).toBe(200);
      expect((await signIn(app, m.email, m.password, { device, from: '203.0.113.99' })).status).toBe(200);

      // A forged token, or one another account's device holds, is an unknown client.
      const other = await addMember();
      const otherDevice = (await signIn(app, other.email, other.password)).body.data.device_token as string;
      expect((await signIn(app, m.email, m.password, { device: otherDevice })).body.code).toBe('account_locked');
      expect(
        (await signIn(app, m.email, m.password, { device: device.slice(0, -2) + (device.endsWith('AA') ? 'BB' : 'AA') })).body.code,
      ).toBe('account_locked');
    });

    it('a known device that keeps failing stops being trusted, and its failures do not lock the unknown clients', async () => {
      const m = await addMember();
      const d1 = (await signIn(app, m.email, m.password)).body.data.device_token as string;
      const d2 = (await signIn(app, m.email, m.password)).body.data.device_token as string;
      for (let i = 0; i < 3; i++) expect((await signIn(app, m.email, `d1-guess-${i}`, { device: d1 })).status).toBe(401);
      // 3 known-device failures + 4 unknown ones: the unknown clients' 5 are not reached.
      await attack(m.email, 4);
      expect((await signIn(app, m.email, m.password, { from: '203.0.113.98' })).status).toBe(200);
      // A right password takes back its own attempt only: one more failure is the fifth.
      await attack(m.email, 1, 51);
      expect((await signIn(app, m.email, m.password, { device: d1 })).body.code).toBe('account_locked');
      expect((await signIn(app, m.email, m.password, { device: d2 })).status).toBe(200);
    });

    it('refused attempts do not count: not against the address, not towards a new lock, and never extend the lock', async () => {
      const strict = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits: { ...LIMITS, loginAttempts: 3, loginIpFailures: 5 } });
      const x = await addMember();
      const y = await addMember();
      const from = '192.0.2.77';
      for (let i = 0; i < 3; i++) expect((await signIn(strict, x.email, `x-${i}`, { from })).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signIn(strict, x.email, `x-more-${i}`, { from })).body.code).toBe('rate_limited');
      // 3 failures counted for the address, not 8: y gets its 2 before the address limit of 5.
      expect((await signIn(strict, y.email, 'y-1', { from })).status).toBe(401);
      expect((await signIn(strict, y.email, 'y-2', { from })).status).toBe(401);
      expect((await signIn(strict, y.email, y.password, { from })).body.code).toBe('rate_limited');

      const m = await addMember();
      await attack(m.email, 5);
      const first = await signIn(app, m.email, 'refused-0', { from: '203.0.113.97' });
      expect(first.body.code).toBe('account_locked');
      const until = async () =>
        (await ctx.db.query<{ t: string }>(`select locked_until::text as t from sign_in_locks where email = $1`, [m.email])).rows[0]?.t;
      const lockedUntil = await until();
      expect(lockedUntil).toBeTruthy();
      for (let i = 1; i <= 10; i++) {
        const r = await signIn(app, m.email, `refused-${i}`, { from: `203.0.114.${i}` });
        expect(r.body.code).toBe('account_locked');
        expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(Number(first.headers.get('retry-after')));
      }
      expect(await until()).toBe(lockedUntil);
      // When the lock ends, counting starts again from zero: the 11 refused attempts were not failures.
      await ctx.db.query(`update sign_in_locks set locked_until = now() - interval '1 second' where email = $1`, [m.email]);
      await attack(m.email, 4, 52);
      expect((await signIn(app, m.email, m.password, { from: '203.0.113.96' })).status).toBe(200);
    });

    it('the lock and its lifting (by a reset, by expiry) are audit events, once each, on the member’s history', async () => {
      const m = await addMember();
      await attack(m.email, 5);
      for (let i = 0; i < 3; i++) expect((await signIn(app, m.email, m.password, { from: `203.0.115.${i + 1}` })).status).toBe(429);
      const lockedEvents = await events('auth.sign_in_locked', m.id);
      expect(lockedEvents).toHaveLength(1);
      expect(lockedEvents[0]).toMatchObject({
        action: 'auth.sign_in_locked',
        // The member by name, as on every other line (issue 39/38, item 1).
        target: { type: 'member', id: String(m.id), label: 'Lock Test' },
      });
      expect(lockedEvents[0]!.changes).toMatchObject({ failures: { to: 5 } });
      expect(Date.parse(String(lockedEvents[0]!.changes!['lockedUntil']!.to))).toBeGreaterThan(0);

      // The owner resets the password by mail: the lock is lifted, and the trail says so.
      expect((await send(app, 'POST', '/v1/members/send-reset-password-email', { email: m.email }, { from: '198.51.100.20' })).status).toBe(
        200,
      );
      const link = await mailLink(m.email);
      const reset = await send(app, 'POST', '/v1/auth/reset-password', { ...link, password: 'after-reset-1' }, { from: '198.51.100.20' });
      expect(reset.status).toBe(200);
      const unlocked = await events('auth.sign_in_unlocked', m.id);
      expect(unlocked).toHaveLength(1);
      expect(unlocked[0]!.changes).toMatchObject({ reason: { to: 'password_reset' } });
      expect((await signIn(app, m.email, 'after-reset-1', { from: '203.0.113.95' })).status).toBe(200);

      // Locked again; the lock runs out and the next attempt notices it.
      await attack(m.email, 5, 53);
      expect(await events('auth.sign_in_locked', m.id)).toHaveLength(2);
      await ctx.db.query(`update sign_in_locks set locked_until = now() - interval '1 second' where email = $1`, [m.email]);
      expect((await signIn(app, m.email, 'wrong-again', { from: '203.0.113.94' })).status).toBe(401);
      const after = await events('auth.sign_in_unlocked', m.id);
      expect(after).toHaveLength(2);
      expect(after[0]!.changes).toMatchObject({ reason: { to: 'expired' } });
      // The member's drawer reads the member's history: both kinds are there.
      const history = (await ctx.call('GET', `/v1/audit?targetType=member&targetId=${m.id}&limit=200`, { token: ctx.admin })).body.data
        .data as { action: string }[];
      expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.sign_in_locked', 'auth.sign_in_unlocked']));
    });

    it('an unknown e-mail locks exactly as a known one (the lock does not tell which accounts exist)', async () => {
      const m = await addMember();
      const ghost = `ghost-${target}-${++n}@example.com`;
      await attack(m.email, 5, 60);
      await attack(ghost, 5, 61);
      const known = await signIn(app, m.email, 'x', { from: '203.0.113.93' });
      const unknown = await signIn(app, ghost, 'x', { from: '203.0.113.93' });
      expect([known.status, unknown.status]).toEqual([429, 429]);
      const shape = (r: Reply) => ({
        ...r.body,
        retryAfter: typeof r.body.retryAfter,
        message: String(r.body.message).replace(/\d+/g, 'N'),
      });
      expect(shape(unknown)).toEqual(shape(known));
      expect(shape(known).code).toBe('account_locked');
      expect(unknown.headers.get('set-cookie')).toBeNull();
    });

    it('a completed activation or password reset makes the browser a known device', async () => {
      const pending = await addMember('unused', { activated: false });
      const token = await issueToken(ctx.db, pending.id, 'activation');
      const activated = await send(app, 'POST', '/v1/accounts/enable', { email: pending.email, token, password: 'activated-1' });
      expect(activated.status).toBe(200);
      const fromActivation = deviceCookie(activated)!;
      expect(fromActivation.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/v1/auth']));

      const m = await addMember();
      const resetToken = await issueToken(ctx.db, m.id, 'reset');
      const reset = await send(app, 'POST', '/v1/auth/reset-password', { email: m.email, token: resetToken, password: 'reset-pass-1' });
      expect(reset.status).toBe(200);
      const fromReset = deviceCookie(reset)!;

      await attack(pending.email, 5, 62);
      await attack(m.email, 5, 63);
      expect((await signIn(app, pending.email, 'activated-1')).body.code).toBe('account_locked');
      expect((await signIn(app, pending.email, 'activated-1', { cookie: fromActivation.pair })).status).toBe(200);
      expect((await signIn(app, m.email, 'reset-pass-1', { cookie: fromReset.pair })).status).toBe(200);
    });

    it('the device cookie is Secure when the request came over https', async () => {
      const m = await addMember();
      const r = await signIn(app, m.email, m.password, { url: 'https://admin.example.com' });
      expect(r.status).toBe(200);
      expect(deviceCookie(r)!.attrs).toContain('secure');
      // Behind the trusted balancer, its X-Forwarded-Proto says so.
      const behind = await signIn(app, m.email, m.password, {
        from: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.5', 'x-forwarded-proto': 'https' },
      });
      expect(deviceCookie(behind)!.attrs).toContain('secure');
      // From anyone else the header is not believed.
      const forged = await signIn(app, m.email, m.password, { from: '198.51.100.3', headers: { 'x-forwarded-proto': 'https' } });
      expect(deviceCookie(forged)!.attrs).not.toContain('secure');
    });
  });

  describe('item 4: wrong current passwords on the password change', () => {
    it('are limited per account (429 + Retry-After, the right one too) and audited; refused ones are not hashed', async () => {
      const m = await addMember();
      const token = (await signIn(app, m.email, m.password)).body.data.access_token as string;
      const change = (oldPassword: string) =>
        send(app, 'PATCH', '/v1/accounts/password', { oldPassword, password: 'new-password-1' }, { token });
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`wrong-${i}`)));
      expect(answers.filter((r) => r.status === 400).map((r) => r.body.code)).toEqual(Array(3).fill('wrong_current_password'));
      expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
      const limited = await change(m.password);
      expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const failed = await events('account.password_change_failed', m.id);
      expect(failed).toHaveLength(3);
      expect(failed[0]!.changes).toMatchObject({ reason: { to: 'wrong_current_password' } });
      // Another member is not limited by this one's failures.
      const other = await addMember();
      const otherToken = (await signIn(app, other.email, other.password)).body.data.access_token as string;
      const ok = await send(
        app,
        'PATCH',
        '/v1/accounts/password',
        { oldPassword: other.password, password: 'new-password-2' },
        { token: otherToken },
      );
      expect(ok.status).toBe(200);
    });
  });

  describe('item 7: what a client address is for the per-address limits', () => {
    const failFrom = (a: App, from: string, i: number, headers?: Record<string, string>) =>
      signIn(a, `nobody-${target}-${i}@example.com`, 'guess', { from, ...(headers ? { headers } : {}) }).then((r) => r.status);

    it('an IPv6 client is its /64, and an IPv4-mapped address is the IPv4 address', async () => {
      const perAddress = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits: { ...LIMITS, loginIpFailures: 3 } });
      for (const [i, from] of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ab::3'].entries())
        expect(await failFrom(perAddress, from, i)).toBe(401);
      expect(await failFrom(perAddress, '2001:db8:7:1:ffff:ffff:ffff:ffff', 3)).toBe(429);
      expect(await failFrom(perAddress, '2001:db8:7:2::1', 4)).toBe(401);
      for (let i = 0; i < 3; i++) expect(await failFrom(perAddress, '198.51.100.70', 10 + i)).toBe(401);
      expect(await failFrom(perAddress, '::ffff:198.51.100.70', 13)).toBe(429);
    });

    it('a forwarded hop counts without its port', async () => {
      const perAddress = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, limits: { ...LIMITS, loginIpFailures: 3 } });
      for (let i = 0; i < 3; i++)
        expect(await failFrom(perAddress, PROXY, 20 + i, { 'x-forwarded-for': `203.0.113.80:${5000 + i}` })).toBe(401);
      expect(await failFrom(perAddress, PROXY, 23, { 'x-forwarded-for': '203.0.113.80:6000' })).toBe(429);
      expect(await failFrom(perAddress, PROXY, 24, { 'x-forwarded-for': '[2001:db8:8::1]:443' })).toBe(401);
      expect(await failFrom(perAddress, PROXY, 25, { 'x-forwarded-for': '203.0.113.81:5000' })).toBe(401);
    });
  });

  describe('item 8: reset-mail requests per address', () => {
    it('are limited whatever the e-mail, with one answer for known and unknown e-mails', async () => {
      const known = await addMember();
      const from = '192.0.2.50';
      const ask = (email: string, at = from) => send(app, 'POST', '/v1/members/send-reset-password-email', { email }, { from: at });
      const first = await ask(known.email);
      expect(first).toMatchObject({ status: 200, body: { data: { sent: true } } });
      for (let i = 0; i < 3; i++) expect((await ask(`nobody-mail-${target}-${i}@example.com`)).body).toEqual(first.body);
      const limitedKnown = await ask(known.email);
      const limitedUnknown = await ask(`nobody-mail-${target}-9@example.com`);
      expect(limitedKnown.status).toBe(429);
      expect(limitedKnown.body).toEqual(limitedUnknown.body);
      expect(Number(limitedKnown.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await ask(known.email, '192.0.2.51')).status).toBe(200);
    });
  });
});
