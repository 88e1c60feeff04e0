// Issue 39/38, items 2 and 3: GET /members?username= finds a member by the beginning of the email too
// (case-insensitive, through the lower(email) text_pattern_ops index), and each row says whether the account
// is pending activation (never activated, not blocked). PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, setup, targets, type Ctx } from './setup.js';

type Row = { id: number; email: string; username: string | null; enabled: boolean; pending: boolean };

describe.each(targets)('members search by email, pending rows (%s)', { timeout: 60_000 }, (target) => {
  let ctx: Ctx;
  let id: number;
  beforeAll(async () => {
    ctx = await setup(target);
    id = (await ctx.db.query<{ id: number }>("select id from members where role = 'customer' and activated order by id limit 1")).rows[0]!
      .id;
    await ctx.db.query('update members set email = $2, username = $3 where id = $1', [id, 'Qwerty.Mail_x@Example.org', 'zz-no-match']);
  });
  afterAll(() => ctx?.close());

  const search = async (term: string) => {
    const r = await ctx.call<{ data: { data: Row[] } }>('GET', `/v1/members?username=${encodeURIComponent(term)}&limit=100`, {
      token: ctx.admin,
    });
    expect(r.status, term).toBe(200);
    return r.body.data.data;
  };

  it('finds a member by the beginning of the email, whatever its case', async () => {
    for (const term of ['qwerty', 'QWERTY.MAIL', 'qwerty.mail_x@example.org']) {
      expect(
        (await search(term)).map((m) => m.id),
        term,
      ).toContain(id);
    }
    // The beginning only (the index's range), and LIKE's wildcards are literal.
    expect((await search('mail_x')).map((m) => m.id)).not.toContain(id);
    expect((await search('qwerty.mail%x')).map((m) => m.id)).not.toContain(id);
    expect((await search('qwerty.mailx')).map((m) => m.id)).not.toContain(id);
    // The username still matches anywhere in it.
    expect((await search('no-mat')).map((m) => m.id)).toContain(id);
  });

  it('a term of one or two characters matches the beginning of a username (or an email), accents and case folded', async () => {
    const { id: other, username: was } = (
      await ctx.db.query<{ id: number; username: string | null }>('select id, username from members where id <> $1 order by id limit 1', [
        id,
      ])
    ).rows[0]!;
    await ctx.db.query('update members set username = $2 where id = $1', [other, 'Ébano-k9']);
    try {
      for (const term of ['e', 'É', 'eb', 'EB'])
        expect(
          (await search(term)).map((m) => m.id),
          term,
        ).toContain(other);
      // Not from its middle: "k9" is in it, not at its start (three characters would find it anywhere).
      expect((await search('k9')).map((m) => m.id)).not.toContain(other);
      expect((await search('o-k9')).map((m) => m.id)).toContain(other);
      // The email's beginning still counts for a short term; every row found begins so, one way or the other.
      for (const term of ['q', 'zz']) {
        const rows = await search(term);
        expect(
          rows.map((m) => m.id),
          term,
        ).toContain(id);
        for (const m of rows)
          expect(
            (m.username ?? '').toLowerCase().startsWith(term) || m.email.toLowerCase().startsWith(term),
            `${term}: ${m.username} ${m.email}`,
          ).toBe(true);
      }
    } finally {
      await ctx.db.query('update members set username = $2 where id = $1', [other, was]);
    }
  });

  it('the email search is an index range on lower(email)', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<Record<string, string>>(
        "explain select id from members m where lower(m.email) like 'qwerty%' or m.username_folded like fold_text('%qwerty%')",
      );
      const plan = rows.map((r) => Object.values(r)[0]).join('\n');
      expect(plan).toContain('members_email_lower_idx');
      expect(plan).toContain('members_username_folded_trgm_idx');
      // A short term: a range of the stored folded username (migration 016), no function run per row.
      const short = await tx.query<Record<string, string>>(
        "explain select count(*) from members m where m.username_folded like fold_text('ro%')",
      );
      expect(short.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('members_username_folded_prefix_cover_idx');
    });
  });

  it('says which accounts are pending activation: not activated and not blocked', async () => {
    const [pending] = await search(DEMO.pending.email);
    expect(pending).toMatchObject({ email: DEMO.pending.email, enabled: false, pending: true });
    expect((await search(DEMO.admin.email))[0]).toMatchObject({ pending: false });
    expect((await search('qwerty'))[0]).toMatchObject({ pending: false });
    expect((await ctx.call('POST', `/v1/members/${pending!.id}/block`, { token: ctx.admin })).status).toBe(200);
    expect((await search(DEMO.pending.email))[0]).toMatchObject({ enabled: false, pending: false });
  });
});
