// Issue 37, item 7: GET /members?username= matches whatever the accents and the case, on PGlite and on
// PostgreSQL (no unaccent extension: fold_text() of migration 009 on both sides), through the trigram
// index of the folded username.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('username search without accents (%s)', { timeout: 60_000 }, (target) => {
  let ctx: Ctx;
  let id: number;
  beforeAll(async () => {
    ctx = await setup(target);
    id = (await ctx.db.query<{ id: number }>("select id from members where role = 'customer' order by id limit 1")).rows[0]!.id;
    await ctx.db.query('update members set username = $2 where id = $1', [id, 'zoë.ångström-łódź']);
  });
  afterAll(() => ctx?.close());

  const search = async (term: string) => {
    const r = await ctx.call<{ data: { data: { id: number; username: string }[] } }>(
      'GET',
      `/v1/members?username=${encodeURIComponent(term)}&limit=100`,
      { token: ctx.admin },
    );
    expect(r.status).toBe(200);
    return r.body.data.data.map((m) => m.id);
  };

  it('finds the accented username by its plain letters, its capitals, or accents of its own', async () => {
    for (const term of ['zoe', 'ZOË.ÅNG', 'angstrom-lodz', 'Łódź', 'zóe']) expect(await search(term), term).toContain(id);
    expect(await search('zoex')).not.toContain(id);
  });

  it('finds plain usernames by an accented term', async () => {
    const plain = (
      await ctx.db.query<{ username: string }>("select username from members where username ~ '^[a-z]+\\.' order by id limit 1")
    ).rows[0]!.username;
    const accented = plain.replace(/a/, 'á').replace(/e/, 'É');
    const ids = await search(accented.slice(0, 6));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('the stored folded username has its trigram index (migration 019), the expression index is gone', async () => {
    const { rows } = await ctx.db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema()
        and indexname in ('members_username_folded_trgm_idx', 'members_username_fold_trgm_idx')`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(['members_username_folded_trgm_idx']);
    expect(rows[0]!.indexdef).toMatch(/gin \(username_folded .*gin_trgm_ops\)/);
  });
});
