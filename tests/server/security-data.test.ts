// Issue 33 (security round 3) on both databases: what is stored about secrets (item 9), what a name may hold
// and whose username is whose (item 13), and a pending account an administrator disabled (T2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { migrate } from '../../src/server/db/migrate.js';
import { DEMO, setup, targets, type Ctx } from './setup.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const mailLink = async (ctx: Ctx, to: string) => {
  const r = await ctx.call('GET', '/v1/dev/mail');
  const mail = (r.body.data as { to: string; link: string }[]).filter((m) => m.to === to).at(-1);
  const url = new URL(mail!.link, 'http://x');
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
};

describe.each(targets)('security round 3: data (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  describe('idempotency records hold no secret (item 9)', () => {
    const rows = () =>
      ctx.db.query<{ key: string; path: string; request_hash: string | null; body: string | null }>(
        'select key, path, request_hash, body from idempotency_keys',
      );

    it('an idempotent sign-in by a signed-in caller stores no token, and is not replayed', async () => {
      const creds = JSON.stringify({ email: DEMO.member.email, password: DEMO.member.password });
      const headers = { 'idempotency-key': 'signin-secret-1' };
      const first = await ctx.call('POST', '/v1/auth/login', { token: ctx.admin, headers, raw: creds });
      expect(first.status).toBe(200);
      const token = first.body.data.access_token as string;
      const again = await ctx.call('POST', '/v1/auth/login', { token: ctx.admin, headers, raw: creds });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      const all = (await rows()).rows;
      expect(JSON.stringify(all)).not.toContain(token);
      expect(JSON.stringify(all)).not.toContain(again.body.data.access_token);
      expect(all.map((r) => r.request_hash)).not.toContain(sha256(creds));
      expect(all.filter((r) => r.path === '/v1/auth/login')).toEqual([]);
    });

    it('an idempotent password change stores neither its body nor an unkeyed hash of it', async () => {
      const t = await ctx.login(DEMO.member.email, DEMO.member.password);
      const body = JSON.stringify({ oldPassword: DEMO.member.password, password: 'changed-idem-1x' });
      const r = await ctx.call('PATCH', '/v1/accounts/password', { token: t, headers: { 'idempotency-key': 'pw-secret-1' }, raw: body });
      expect(r.status).toBe(200);
      const all = (await rows()).rows;
      expect(all.map((x) => x.request_hash)).not.toContain(sha256(body));
      expect(JSON.stringify(all)).not.toContain('changed-idem-1x');
      expect(all.filter((x) => x.path === '/v1/accounts/password')).toEqual([]);
      // Back to the demo password, for the other tests.
      const t2 = await ctx.login(DEMO.member.email, 'changed-idem-1x');
      expect(
        (
          await ctx.call('PATCH', '/v1/accounts/password', {
            token: t2,
            body: { oldPassword: 'changed-idem-1x', password: DEMO.member.password },
          })
        ).status,
      ).toBe(200);
      ctx.member = await ctx.login(DEMO.member.email, DEMO.member.password);
    });

    it('other idempotent calls keep a keyed hash of their body (not its plain SHA-256) and still replay', async () => {
      const body = JSON.stringify({ memberId: 5 });
      const headers = { 'idempotency-key': 'keyed-hash-1' };
      const first = await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, headers, raw: body });
      expect(first.status).toBe(200);
      const row = (await rows()).rows.find((r) => r.key === 'keyed-hash-1')!;
      expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.request_hash).not.toBe(sha256(body));
      const replay = await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, headers, raw: body });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const other = await ctx.call('POST', '/v1/members/enable-by-admin', {
        token: ctx.admin,
        headers,
        raw: JSON.stringify({ memberId: 6 }),
      });
      expect(other.status).toBe(422);
    });
  });

  describe('names: invisible characters and usernames whatever their case (item 13)', () => {
    // U+200E, U+200F (and the other bidi marks, also default-ignorable) keep their control_characters code.
    const INVISIBLE = [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\u2061',
      '\u2064',
      '\ufeff',
      '\u00ad',
      '\u034f',
      '\u180e',
      '\u3164',
      '\ufe0f',
      '\u{e0041}',
    ];

    it('refuses every Default_Ignorable_Code_Point in first name, last name and username: 400 invisible_characters on the field', async () => {
      for (const ch of INVISIBLE) {
        for (const [field, value] of [
          ['firstName', `Ad${ch}a`],
          ['lastName', `Ros${ch}si`],
          ['username', `ada${ch}rossi`],
        ] as const) {
          const r = await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.member, body: { [field]: value } });
          expect({ ch: ch.codePointAt(0)!.toString(16), field, status: r.status, code: r.body.code, field2: r.body.field }).toEqual({
            ch: ch.codePointAt(0)!.toString(16),
            field,
            status: 400,
            code: 'invisible_characters',
            field2: field,
          });
        }
      }
      // Control and bidi characters keep their own code.
      for (const ch of ['\u202e', '\u200e', '\u200f']) {
        const bidi = await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.member, body: { firstName: `a${ch}b` } });
        expect(bidi.body).toMatchObject({ code: 'control_characters', field: 'firstName' });
      }
      const me = await ctx.call('GET', '/v1/accounts/member', { token: ctx.member });
      expect(JSON.stringify(me.body)).not.toMatch(/\p{Default_Ignorable_Code_Point}/u);
    });

    it('refuses them in category names too', async () => {
      const r = await ctx.call('POST', '/v1/categories', {
        token: ctx.admin,
        body: {
          name: 'Invisible1',
          translations: [
            { languageCode: 'en', name: 'Shoes\u200b' },
            { languageCode: 'it', name: 'Scarpe' },
          ],
        },
      });
      expect(r).toMatchObject({ status: 400, body: { code: 'invisible_characters', field: 'translations.0.name' } });
    });

    it('accepts names with accents, apostrophes, hyphens and other scripts', async () => {
      const r = await ctx.call('PATCH', '/v1/accounts/members', {
        token: ctx.member,
        body: { firstName: "Zoë-Anne D'Arco", lastName: 'Ñúñez 王' },
      });
      expect(r.status).toBe(200);
    });

    it('a username differing from another only in case is taken (409 username_taken on the field)', async () => {
      const admin = await ctx.call('GET', '/v1/accounts/member', { token: ctx.admin });
      const theirs = admin.body.data.username as string;
      for (const variant of [theirs.toUpperCase(), theirs[0]!.toUpperCase() + theirs.slice(1)]) {
        const r = await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.member, body: { username: variant } });
        expect(r).toMatchObject({ status: 409, body: { code: 'username_taken', field: 'username' } });
      }
      // One's own username in another case is fine.
      const mine = (await ctx.call('GET', '/v1/accounts/member', { token: ctx.member })).body.data.username as string;
      const upper = await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.member, body: { username: mine.toUpperCase() } });
      expect(upper.status).toBe(200);
      expect((await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.member, body: { username: mine } })).status).toBe(200);
    });

    it('the migration renames the later of two usernames that differ only in case, and says so in the audit trail', async () => {
      // A database from before the rule: the migration's index removed, two members whose usernames collide.
      await ctx.db.exec('drop index if exists members_username_key');
      await ctx.db.query(`delete from schema_migrations where id like '007-%'`);
      const { rows } = await ctx.db.query<{ id: number }>(
        `insert into members (email, username, first_name) values ('case-a@example.com', 'CaseTwin', 'A'), ('case-b@example.com', 'casetwin', 'B')
         returning id`,
      );
      const [a, b] = rows.map((r) => r.id);
      expect(await migrate(ctx.db)).toEqual([expect.stringMatching(/^007-/)]);
      const after = await ctx.db.query<{ id: number; username: string }>(
        'select id, username from members where id = any($1) order by id',
        [[a, b]],
      );
      expect(after.rows).toEqual([
        { id: a, username: 'CaseTwin' },
        { id: b, username: `casetwin-${b}` },
      ]);
      const audit = await ctx.db.query<{ changes: unknown }>(
        `select changes from audit_events where action = 'account.profile_updated' and target_id = $1`,
        [String(b)],
      );
      expect(audit.rows.map((r) => r.changes)).toEqual([{ username: { from: 'casetwin', to: `casetwin-${b}` } }]);
      await expect(ctx.db.query(`insert into members (email, username) values ('case-c@example.com', 'CASETWIN')`)).rejects.toThrow(
        /members_username_key/,
      );
    });
  });

  describe('new passwords: at least 8 characters, not a common one (item 6)', () => {
    const refused = (r: { status: number; body: any }, code: string) =>
      expect({ status: r.status, code: r.body.code, field: r.body.field }).toEqual({ status: 400, code, field: 'password' });
    const SHORT = ['', 'a', 'abcdefg', '🔑🔑🔑🔑', 'ñ'.normalize('NFD').repeat(3)]; // 4 emoji are 8 UTF-16 units but 4 characters
    const COMMON = ['iloveyou', 'PassWord1', 'qwerty123', '12345678', 'SUNSHINE'];

    it('change password, for a member and an administrator: 400 password_too_short / password_too_common on `password`', async () => {
      for (const [email, password] of [
        [DEMO.member.email, DEMO.member.password],
        [DEMO.admin.email, DEMO.admin.password],
      ] as const) {
        const t = await ctx.login(email, password);
        for (const p of SHORT)
          refused(
            await ctx.call('PATCH', '/v1/accounts/password', { token: t, body: { oldPassword: password, password: p } }),
            'password_too_short',
          );
        for (const p of COMMON)
          refused(
            await ctx.call('PATCH', '/v1/accounts/password', { token: t, body: { oldPassword: password, password: p } }),
            'password_too_common',
          );
        // Nothing changed: the token still works, the password too. The demo passwords pass the rule.
        expect((await ctx.call('GET', '/v1/accounts/member', { token: t })).status).toBe(200);
        expect((await ctx.call('PATCH', '/v1/accounts/password', { token: t, body: { oldPassword: password, password } })).status).toBe(
          200,
        );
      }
      ctx.admin = await ctx.login(DEMO.admin.email, DEMO.admin.password);
      ctx.member = await ctx.login(DEMO.member.email, DEMO.member.password);
    });

    it('8 characters are enough, counted as people count them (8 emoji), and 256 the most', async () => {
      // Neither is one character repeated (refused since round 3), so only the length rule is in play.
      const longest = Array.from({ length: 256 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join('');
      for (const p of ['🔑🌵🎈🍋🚲🧭🐢🪁', longest]) {
        const t = await ctx.login(DEMO.member.email, DEMO.member.password);
        expect(
          (await ctx.call('PATCH', '/v1/accounts/password', { token: t, body: { oldPassword: DEMO.member.password, password: p } })).status,
        ).toBe(200);
        const t2 = await ctx.login(DEMO.member.email, p);
        expect(
          (await ctx.call('PATCH', '/v1/accounts/password', { token: t2, body: { oldPassword: p, password: DEMO.member.password } }))
            .status,
        ).toBe(200);
      }
      const t = await ctx.login(DEMO.member.email, DEMO.member.password);
      const long = await ctx.call('PATCH', '/v1/accounts/password', {
        token: t,
        body: { oldPassword: DEMO.member.password, password: `${longest}q` },
      });
      expect(long).toMatchObject({ status: 400, body: { field: 'password' } });
      ctx.member = await ctx.login(DEMO.member.email, DEMO.member.password);
    });

    it('reset: the same refusals, and the link still works afterwards', async () => {
      await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: DEMO.member.email } });
      await ctx.call('GET', '/v1/dev/mail'); // the queued mail is written
      const link = await mailLink(ctx, DEMO.member.email);
      refused(await ctx.call('POST', '/v1/auth/reset-password', { body: { ...link, password: 'short' } }), 'password_too_short');
      refused(await ctx.call('POST', '/v1/auth/reset-password', { body: { ...link, password: 'Password1' } }), 'password_too_common');
      expect((await ctx.call('POST', '/v1/auth/reset-password', { body: { ...link, password: DEMO.member.password } })).status).toBe(200);
      ctx.member = await ctx.login(DEMO.member.email, DEMO.member.password);
    });

    it('activation: the same refusals, and the link still works afterwards', async () => {
      const { rows } = await ctx.db.query<{ id: number }>(
        `insert into members (email, username, enabled, activated) values ('pw-rule@example.com', 'pw.rule', false, false) returning id`,
      );
      const { issueToken } = await import('../../src/server/lib/tokens.js');
      const token = await issueToken(ctx.db, rows[0]!.id, 'activation');
      const link = { email: 'pw-rule@example.com', token };
      refused(await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: '1234567' } }), 'password_too_short');
      refused(await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: 'football1' } }), 'password_too_common');
      expect((await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: 'pw-rule-pass-1' } })).status).toBe(200);
    });
  });

  describe('a pending account an administrator disabled stays disabled (T2)', () => {
    it('its activation link answers 403 account_disabled and does not enable it; enabled again, the link works', async () => {
      await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: DEMO.pending.email } }); // no mail: pending
      const link = await mailLink(ctx, DEMO.pending.email);
      const { rows } = await ctx.db.query<{ id: number }>('select id from members where email = $1', [DEMO.pending.email]);
      const id = rows[0]!.id;
      expect((await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: id } })).status).toBe(200);
      const refused = await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: 'pending-pass-1' } });
      expect(refused).toMatchObject({ status: 403, body: { code: 'account_disabled' } });
      const state = await ctx.db.query<{ enabled: boolean; activated: boolean }>('select enabled, activated from members where id = $1', [
        id,
      ]);
      expect(state.rows[0]).toEqual({ enabled: false, activated: false });
      const login = await ctx.call('POST', '/v1/auth/login', { body: { email: DEMO.pending.email, password: 'pending-pass-1' } });
      expect(login.status).toBe(401);
      // The administrator changes their mind: the same link (not used up by the refusal) activates it.
      expect((await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: id } })).status).toBe(200);
      const ok = await ctx.call('POST', '/v1/accounts/enable', { body: { ...link, password: 'pending-pass-1' } });
      expect(ok.status).toBe(200);
      expect((await ctx.call('POST', '/v1/auth/login', { body: { email: DEMO.pending.email, password: 'pending-pass-1' } })).status).toBe(
        200,
      );
    });
  });
});
