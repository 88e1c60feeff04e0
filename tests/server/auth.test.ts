import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, setup, targets, type Ctx } from './setup.js';

const mailLink = async (ctx: Ctx, to: string) => {
  const r = await ctx.call('GET', '/v1/dev/mail');
  const mail = (r.body.data as { to: string; link: string }[]).find((m) => m.to === to);
  const url = new URL(mail!.link, 'http://x');
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
};

describe.each(targets)('auth and accounts (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target, { loginAttempts: 3 });
  });
  afterAll(() => ctx?.close());

  it('logs in and answers the member info', async () => {
    const r = await ctx.call('GET', '/v1/accounts/member', { token: ctx.admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ firstName: 'Ada', lastName: 'Rossi', email: DEMO.admin.email, capabilities: ['IamGOD'] });
    const m = await ctx.call('GET', '/v1/accounts/member', { token: ctx.member });
    expect(m.body.data.capabilities).toEqual([]);
  });

  it('rejects wrong credentials, bad input and malformed JSON', async () => {
    const wrong = await ctx.call('POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: 'x' } });
    expect(wrong).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Invalid email or password' } });
    const bad = await ctx.call('POST', '/v1/auth/login', { body: { email: 'not-an-email', password: 'secret-pw' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('email: email is not valid');
    expect(JSON.stringify(bad.body)).not.toContain('secret-pw');
    const missing = await ctx.call('POST', '/v1/auth/login', { body: { email: 'a@b.it' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^password:/);
    const malformed = await ctx.call('POST', '/v1/auth/login', { raw: '{"email":' });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Malformed JSON body' } });
  });

  it('refuses a member not yet activated, then activates it once', async () => {
    // Without the right password a pending account answers exactly as an unknown address (finding 11).
    const r = await ctx.call('POST', '/v1/auth/login', { body: { email: DEMO.pending.email, password: 'whatever' } });
    const unknown = await ctx.call('POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: 'whatever' } });
    expect(r).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    expect(r.body).toEqual(unknown.body);
    const link = await mailLink(ctx, DEMO.pending.email);
    const ok = await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: 'new-pass-1' } });
    expect(ok.status).toBe(200);
    expect(await ctx.login(DEMO.pending.email, 'new-pass-1')).toBeTruthy();
    const again = await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: 'other-pass-1' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/activation link/);
    const forged = await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, token: 'forged', password: 'forged-pass-1' } });
    expect(forged.status).toBe(400);
  });

  it('rate-limits login attempts per IP and email', async () => {
    const body = { email: 'ratelimit@example.com', password: 'wrong' };
    for (let i = 0; i < 3; i++) expect((await ctx.call('POST', '/v1/auth/login', { body })).status).toBe(401);
    const r = await ctx.call('POST', '/v1/auth/login', { body });
    expect(r).toMatchObject({ status: 429, body: { message: 'Too many login attempts, try again later' } });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('updates the profile and answers 409 on a taken username', async () => {
    const token = await ctx.login(DEMO.member.email, DEMO.member.password);
    const r = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { firstName: 'Marcello', username: 'marcello.b' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ firstName: 'Marcello', lastName: 'Bianchi', username: 'marcello.b' });
    const taken = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: 'ada.rossi' } });
    expect(taken).toMatchObject({ status: 409, body: { message: 'This username is already taken' } });
    const bad = await ctx.call('PATCH', '/v1/accounts/members', { token, body: { username: 'has space' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^username:/);
    expect((await ctx.call('PATCH', '/v1/accounts/members', { body: { firstName: 'x' } })).body.message).toBe('invalid token');
  });

  it('password change needs the current password and kills older tokens', async () => {
    const t1 = await ctx.login(DEMO.member.email, DEMO.member.password);
    const wrong = await ctx.call('PATCH', '/v1/accounts/password', { token: t1, body: { oldPassword: 'nope', password: 'changed-x1' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'wrong current password' } });
    const ok = await ctx.call('PATCH', '/v1/accounts/password', {
      token: t1,
      body: { oldPassword: DEMO.member.password, password: 'changed-1' },
    });
    expect(ok.status).toBe(200);
    const dead = await ctx.call('GET', '/v1/accounts/member', { token: t1 });
    expect(dead).toMatchObject({ status: 401, body: { message: 'invalid token' } });
    const t2 = await ctx.login(DEMO.member.email, 'changed-1');
    await ctx.call('PATCH', '/v1/accounts/password', { token: t2, body: { oldPassword: 'changed-1', password: DEMO.member.password } });
  });

  it('reset: same answer for unknown e-mails, single-use token, old tokens die', async () => {
    const unknown = await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: 'ghost@example.com' } });
    expect(unknown).toMatchObject({ status: 200, body: { data: { sent: true } } });
    for (let i = 0; i < 4; i++) await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: 'ghost@example.com' } });
    const limited = await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: 'ghost@example.com' } });
    expect(limited.status).toBe(429);
    const before = await ctx.login(DEMO.member.email, DEMO.member.password);
    const sent = await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: ' Member@Example.com ' } });
    expect(sent.body).toEqual(unknown.body);
    const link = await mailLink(ctx, DEMO.member.email);
    const reset = await ctx.call('POST', '/v1/auth/reset-password', { body: { ...link, password: 'after-reset' } });
    expect(reset.status).toBe(200);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: before })).status).toBe(401);
    const reuse = await ctx.call('POST', '/v1/auth/reset-password', { body: { ...link, password: 'again-pass-1' } });
    expect(reuse.status).toBe(400);
    const wrongEmail = await ctx.call('POST', '/v1/auth/reset-password', {
      body: { ...link, email: DEMO.admin.email, password: 'wrong-email-1' },
    });
    expect(wrongEmail.status).toBe(400);
    await ctx.login(DEMO.member.email, 'after-reset');
  });

  it('rejects missing, malformed and forged tokens', async () => {
    for (const token of [undefined, 'garbage', ctx.admin.slice(0, -3) + 'abc']) {
      const r = await ctx.call('GET', '/v1/accounts/member', { ...(token ? { token } : {}) });
      expect(r).toMatchObject({ status: 401, body: { statusCode: 401, message: 'invalid token' } });
    }
  });
});
