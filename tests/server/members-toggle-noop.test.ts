// Enabling or disabling members one by one, as the Customers bulk action and `backoffice members enable|disable` do:
// a member already in the asked state is not written, gets no audit event, and is answered `changed: false`, so a bulk
// run counts it apart. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, setup, targets, type Ctx } from './setup.js';

type Row = { id: number; enabled: boolean; disabled_by_admin: boolean; token_version: number };

describe.each(targets)('members enable/disable of members already in that state (%s)', { timeout: 60_000 }, (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const post = (path: 'enable-by-admin' | 'disable', memberId: number) =>
    ctx.call('POST', `/v1/members/${path}`, { token: ctx.admin, body: { memberId } });
  const events = async (action: string, ids: number[]) =>
    (
      await ctx.db.query<{ target_id: string }>(
        `select target_id from audit_events where action = $1 and target_type = 'member' and target_id = any($2::text[])`,
        [action, ids.map(String)],
      )
    ).rows.map((r) => Number(r.target_id));
  const rows = async (ids: number[]) =>
    (
      await ctx.db.query<Row>('select id, enabled, disabled_by_admin, token_version from members where id = any($1::int[]) order by id', [
        ids,
      ])
    ).rows;
  /** Activated members who are not administrators: `enabled` of them by the flag, the first `n`. */
  const pick = async (enabled: boolean, n: number) =>
    (
      await ctx.db.query<{ id: number }>(
        `select id from members where activated and enabled = $1 and role <> 'admin' and email <> $2 order by id limit $3`,
        [enabled, DEMO.admin.email, n],
      )
    ).rows.map((r) => r.id);

  it('a bulk disable of 9 members, one already disabled: 8 disabled and audited, the 9th unchanged, no event', async () => {
    const fresh = await pick(true, 8);
    const [already] = await pick(false, 1);
    expect(fresh).toHaveLength(8);
    expect(already).toBeDefined();
    const all = [...fresh, already!];
    const before = await rows([already!]);
    expect(before[0]).toMatchObject({ enabled: false });
    const eventsBefore = await events('member.disabled', all);

    const answers = await Promise.all(all.map((id) => post('disable', id)));
    for (const a of answers) expect(a.status).toBe(200);
    // One member.disabled event for each of the 8, none for the one already disabled.
    const added = await events('member.disabled', all);
    for (const id of eventsBefore) added.splice(added.indexOf(id), 1);
    expect(added.sort((a, b) => a - b)).toEqual([...fresh].sort((a, b) => a - b));
    // Nothing written for it either: its sessions and tokens are not touched again.
    expect(await rows([already!])).toEqual(before);
    // The answers tell the 8 disabled from the one unchanged: a bulk run counts 8.
    const disabled = answers.filter((a) => a.body.data.changed).map((a) => a.body.data.id as number);
    const unchanged = answers.filter((a) => a.body.data.changed === false).map((a) => a.body.data.id as number);
    expect(disabled.sort((a, b) => a - b)).toEqual([...fresh].sort((a, b) => a - b));
    expect(unchanged).toEqual([already]);
    // The answer is still the member row, now with `changed`.
    for (const a of answers) expect(a.body.data).toMatchObject({ enabled: false, changed: expect.any(Boolean) });
  });

  it('a bulk enable of members, one already enabled: only the disabled ones are enabled and audited', async () => {
    const wereDisabled = await pick(false, 2);
    const [already] = await pick(true, 1);
    expect(wereDisabled).toHaveLength(2);
    const all = [...wereDisabled, already!];
    const before = await rows([already!]);
    const eventsBefore = await events('member.enabled', all);

    const answers = await Promise.all(all.map((id) => post('enable-by-admin', id)));
    for (const a of answers) expect(a.status).toBe(200);
    const eventsAfter = await events('member.enabled', all);
    expect(eventsAfter.filter((id) => id === already)).toEqual(eventsBefore.filter((id) => id === already));
    expect(eventsAfter.length - eventsBefore.length).toBe(2);
    expect(await rows([already!])).toEqual(before);
    expect(answers.map((a) => [a.body.data.id, a.body.data.enabled, a.body.data.changed])).toEqual([
      [wereDisabled[0], true, true],
      [wereDisabled[1], true, true],
      [already, true, false],
    ]);
  });

  it('disabling a pending account is a change (its activation link must not undo it), the second time is not', async () => {
    const { rows: p } = await ctx.db.query<{ id: number }>('select id from members where email = $1', [DEMO.pending.email]);
    const id = p[0]!.id;
    const first = await post('disable', id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, enabled: false, pending: false, changed: true });
    expect(await events('member.disabled', [id])).toEqual([id]);
    const again = await post('disable', id);
    expect(await events('member.disabled', [id])).toEqual([id]);
    expect(again.body.data).toMatchObject({ id, enabled: false, pending: false, changed: false });
    // Enabled again by an administrator: a change, audited once.
    expect((await post('enable-by-admin', id)).body.data).toMatchObject({ id, enabled: true, changed: true });
    const twice = await post('enable-by-admin', id);
    expect(await events('member.enabled', [id])).toEqual([id]);
    expect(twice.body.data).toMatchObject({ id, enabled: true, changed: false });
  });
});
