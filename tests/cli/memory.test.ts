// Issue 13, the CLI part: `audit list`, `notify list` and `products restore` against a real server (PGlite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createClient } from '../../src/api/client.js';
import { deleteProduct } from '../../src/api/products.js';
import { run as restore } from '../../src/cli/commands/products/restore.js';
import { run as auditList } from '../../src/cli/commands/audit/list.js';
import { parseWhen, relativeTime, when } from '../../src/cli/lib/time.js';
import { cli, fakeIo, readLines, useDemoServer } from './helpers.js';

const s = useDemoServer();
const env = s.env;
const db = () => s.db;
const client = () => createClient({ baseUrl: s.api, getToken: () => s.token });

const RAW_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Live products, not yet used by another test (each test takes its own). */
let taken = 0;
async function freshProducts(n: number) {
  const { rows } = await db().query<{ id: number; name: string }>(
    'select id, name from products where deleted_at is null order by id limit $1 offset $2',
    [n, taken],
  );
  taken += n;
  return rows;
}
const deletedAt = async (ids: number[]) =>
  (
    await db().query<{ id: number; deleted_at: Date | null }>('select id, deleted_at from products where id = any($1) order by id', [ids])
  ).rows.map((r) => [r.id, r.deleted_at !== null]);
const count = async (sql: string, params: unknown[] = []) => Number((await db().query<{ n: string }>(sql, params)).rows[0]!.n);

describe('times of --since/--until and the WHEN column', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('parses durations back from now and ISO dates; refuses anything else with exit 2', () => {
    expect(parseWhen('since', '24h', now)).toBe('2026-11-22T12:00:00.000Z');
    expect(parseWhen('since', '7d', now)).toBe('2026-11-16T12:00:00.000Z');
    expect(parseWhen('since', '30m', now)).toBe('2026-11-23T11:30:00.000Z');
    expect(parseWhen('since', '2w', now)).toBe('2026-11-09T12:00:00.000Z');
    expect(parseWhen('until', '2026-11-01', now)).toBe('2026-11-01T00:00:00.000Z');
    expect(parseWhen('until', '2028-02-29', now)).toBe('2028-02-29T00:00:00.000Z');
    expect(parseWhen('until', '2026-11-01T09:30:00+02:00', now)).toBe('2026-11-01T07:30:00.000Z');
    for (const bad of ['yesterday', '1', '24', '-1d', '2026-13-45', '2026-02-30', '2026-11-01T25:00Z', '1y'])
      expect(() => parseWhen('since', bad, now), bad).toThrow(
        expect.objectContaining({ exitCode: 2, message: expect.stringContaining(`got "${bad}"`) }),
      );
  });
  it('relative then absolute (UTC)', () => {
    expect(when('2026-11-23T11:59:30Z', now)).toBe('just now (2026-11-23 11:59:30 UTC)');
    expect(relativeTime('2026-11-23T11:55:00Z', now)).toBe('5m ago');
    expect(relativeTime('2026-11-22T10:00:00Z', now)).toBe('26h ago');
    expect(relativeTime('2026-11-13T12:00:00Z', now)).toBe('10d ago');
    expect(relativeTime('2026-11-23T12:10:00Z', now)).toBe('in 10m');
  });
});

describe('audit list', { timeout: 180_000 }, () => {
  let customer: { id: number; first_name: string; last_name: string; username: string };

  beforeAll(async () => {
    customer = (
      await db().query<{ id: number; first_name: string; last_name: string; username: string }>(
        // A customer without history (the demo seed writes a believable past for some members).
        `select id, first_name, last_name, username from members m where enabled and role = 'customer'
           and not exists (select 1 from audit_events a where a.target_type = 'member' and a.target_id = m.id::text)
         order by id limit 1`,
      )
    ).rows[0]!;
    // The disable done before: through the CLI, as an operator would.
    const disabled = await cli(['members', 'disable', String(customer.id), '--yes'], { env: env() });
    expect(disabled.code).toBe(0);
  });
  afterAll(async () => {
    await cli(['members', 'enable', String(customer.id), '--yes'], { env: env() });
  });

  it('shows the disable in the table: when (relative and absolute), actor, action, target', async () => {
    const r = await cli(['audit', 'list', '--action', 'member.disabled', '--target', `member:${customer.id}`], { env: env() });
    expect(r.code).toBe(0);
    const [header, row, ...rest] = r.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^WHEN +ACTOR +ACTION +TARGET$/);
    expect(rest).toEqual([]);
    expect(row).toMatch(/^just now \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\) +Ada Rossi \(#1\) +member\.disabled +member \d+ "/);
    expect(row).toContain(`member ${customer.id} "${customer.first_name} ${customer.last_name}"`);
    expect(r.stderr.trim()).toBe('1 event');
  });

  it('--json prints the event exactly, one per line', async () => {
    const r = await cli(['audit', 'list', '--target', `member:${customer.id}`, '--json'], { env: env() });
    expect(r.code).toBe(0);
    const events = readLines(r.stdout);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'member.disabled',
        // The usernames tell members of the same name apart (design round 12).
        actor: { id: 1, name: 'Ada Rossi', username: 'ada.rossi' },
        target: {
          type: 'member',
          id: String(customer.id),
          label: `${customer.first_name} ${customer.last_name}`,
          username: customer.username,
        },
        changes: { enabled: { from: true, to: false } },
      }),
    ]);
    const picked = await cli(['audit', 'list', '--target', `member:${customer.id}`, '--json', 'action,target'], { env: env() });
    expect(readLines(picked.stdout)).toEqual([
      {
        action: 'member.disabled',
        target: {
          type: 'member',
          id: String(customer.id),
          label: `${customer.first_name} ${customer.last_name}`,
          username: customer.username,
        },
      },
    ]);
    const bad = await cli(['audit', 'list', '--json', 'when'], { env: env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown JSON field "when"');
  });

  it("--company lists a company's history: its owner's events and its products', no one else's; a bad id is exit 2", async () => {
    const c = (await db().query<{ id: number; owner: number }>('select id, member_id as owner from companies order by id limit 1'))
      .rows[0]!;
    expect((await cli(['members', 'disable', String(c.owner), '--yes'], { env: env() })).code).toBe(0);
    expect((await cli(['members', 'enable', String(c.owner), '--yes'], { env: env() })).code).toBe(0);
    const r = await cli(['audit', 'list', '--company', String(c.id), '--json', 'action,target'], { env: env() });
    expect(r.code).toBe(0);
    const events = readLines(r.stdout) as Array<{ action: string; target: { type: string; id: string } }>;
    expect(events.slice(0, 2).map((e) => [e.action, e.target.type, e.target.id])).toEqual([
      ['member.enabled', 'member', String(c.owner)],
      ['member.disabled', 'member', String(c.owner)],
    ]);
    const products = (await db().query<{ id: string }>('select id::text as id from products where company_id = $1', [c.id])).rows.map(
      (p) => p.id,
    );
    for (const e of events)
      expect(
        e.target.type === 'member' ? e.target.id === String(c.owner) : e.target.type === 'product' && products.includes(e.target.id),
      ).toBe(true);
    const bad = await cli(['audit', 'list', '--company', 'seven'], { env: env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--company must be a company id');
  });

  it('--json follows the cursor: with --limit 2 every event is printed once; the table shows one page and says how to get more', async () => {
    // Five more events on the same member: enable, disable, enable, disable, enable.
    for (const verb of ['enable', 'disable', 'enable', 'disable', 'enable']) {
      const r = await cli(['members', verb, String(customer.id), '--yes'], { env: env() });
      expect(r.code).toBe(0);
    }
    const inDb = (
      await db().query<{ id: string }>(
        "select id::text as id from audit_events where target_type = 'member' and target_id = $1 order by at desc, id desc",
        [String(customer.id)],
      )
    ).rows.map((r) => r.id);
    expect(inDb.length).toBeGreaterThanOrEqual(6);

    const json = await cli(['audit', 'list', '--target', `member:${customer.id}`, '--limit', '2', '--all', '--json'], { env: env() });
    expect(json.code).toBe(0);
    expect(readLines(json.stdout).map((e) => e.id)).toEqual(inDb);
    expect(json.stderr.trim()).toBe(`${inDb.length} events`);

    // The whole trail, unfiltered, by pages of 2: every event once, as many as the table holds.
    const all = await cli(['audit', 'list', '--limit', '2', '--all', '--json'], { env: env() });
    const ids = readLines(all.stdout).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(await count('select count(*)::text as n from audit_events'));

    const page = await cli(['audit', 'list', '--target', `member:${customer.id}`, '--limit', '2'], { env: env() });
    expect(page.code).toBe(0);
    expect(page.stdout.trimEnd().split('\n')).toHaveLength(3); // header + 2
    expect(page.stderr).toMatch(/Showing the 2 newest events; older ones match too\. Pass --all for every page/);

    const every = await cli(['audit', 'list', '--target', `member:${customer.id}`, '--limit', '2', '--all'], { env: env() });
    expect(every.stdout.trimEnd().split('\n')).toHaveLength(inDb.length + 1);
    expect(every.stderr.trim()).toBe(`${inDb.length} events`);
  });

  it('--all --json stops on Ctrl-C (the io signal): the lines printed are complete, exit 130', async () => {
    const ac = new AbortController();
    const real = globalThis.fetch;
    let pages = 0;
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/audit') && ++pages === 2) ac.abort(); // Ctrl-C as the second page is asked for
      return real(input, init);
    };
    const f = fakeIo({ env: env(), signal: ac.signal });
    let code: number;
    try {
      code = await auditList({ limit: '1', all: true, json: true }, f.io); // the trail holds at least the sign-in and the disable
    } finally {
      globalThis.fetch = real;
    }
    expect(code).toBe(130);
    expect(pages).toBe(2);
    expect(readLines(f.stdout())).toHaveLength(1);
    expect(f.stderr()).toMatch(/^Interrupted after 1 event; the lines printed are complete\./);
  });

  it('bad flags exit 2 with a message that says what to fix, before anything is asked of the server', async () => {
    const since = await cli(['audit', 'list', '--since', 'yesterday'], { env: env() });
    expect(since.code).toBe(2);
    expect(since.stderr).toContain(
      'backoffice: --since must be a time back from now such as 30m, 24h, 7d or 2w, or an ISO 8601 date such as 2026-11-01 or 2026-11-01T09:00:00Z; got "yesterday".',
    );
    expect(since.stdout).toBe('');
    const cases: [string[], RegExp][] = [
      [['--action', 'member.exploded'], /--action must be one of auth\.signed_in, .*member\.disabled/],
      [['--target', 'shop:1'], /--target must be <type> or <type>:<id> with a type among member, category, product, notification/],
      [['--actor', 'ada'], /--actor must be a member id/],
      [['--limit', '500'], /--limit must be a whole number from 1 to 200, got "500"/],
      [['--since', '1h', '--until', '2d'], /--since .* is later than --until/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(['audit', 'list', ...args], { env: env() });
      expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(message)]);
    }
    // A good date and a good duration are accepted.
    const ok = await cli(['audit', 'list', '--since', '7d', '--until', new Date(Date.now() + 60_000).toISOString()], { env: env() });
    expect(ok.code).toBe(0);
  });
});

describe('notify list', { timeout: 180_000 }, () => {
  it('shows a send: id, when, author, target, recipients, title; --json is the stored send exactly', async () => {
    const member = (
      await db().query<{ id: number; name: string }>(
        "select id, first_name || ' ' || last_name as name from members where enabled and role = 'customer' order by id limit 1",
      )
    ).rows[0]!;
    const sent = await cli(
      ['notify', 'send', '--title', 'History check', '--message', 'Hello', '--target', 'single', '--member', String(member.id), '--yes'],
      {
        env: env(),
      },
    );
    expect(sent.code).toBe(0);
    const r = await cli(['notify', 'list', '--limit', '5'], { env: env() });
    expect(r.code).toBe(0);
    const [header, top] = r.stdout.split('\n');
    expect(header).toMatch(/^ID +SENT +AUTHOR +TARGET +STATUS +DELIVERED +TITLE$/);
    expect(top).toMatch(
      new RegExp(`^\\d+ +just now \\(.+ UTC\\) +Ada Rossi \\(#1\\) +member ${member.id} \\(${member.name}\\) +sent +1/1 +History check$`),
    );
    expect(r.stderr).toMatch(/^Showing 1 to \d of \d+ sends? \(page 1 of \d+\)/);

    const json = await cli(['notify', 'list', '--limit', '1', '--json'], { env: env() });
    expect(readLines(json.stdout)).toEqual([
      expect.objectContaining({
        title: 'History check',
        message: 'Hello',
        target: 'SINGLE',
        member: { id: member.id, name: member.name },
        recipients: 1,
        author: { id: 1, name: 'Ada Rossi' },
        status: 'sent',
        delivered: 1,
        sendAt: null,
        test: false,
      }),
    ]);
    const picked = await cli(['notify', 'list', '--limit', '1', '--json', 'title,recipients'], { env: env() });
    expect(readLines(picked.stdout)).toEqual([{ title: 'History check', recipients: 1 }]);
    expect((await cli(['notify', 'list', '--limit', '0'], { env: env() })).code).toBe(2);
  });

  it('a hostile stored title is escaped in the table and exact in --json', async () => {
    const title = 'Sale\u001b]0;pwned\u0007\u202eexe';
    await db().query('update notification_sends set title = $1 where id = (select max(id) from notification_sends)', [title]);
    const r = await cli(['notify', 'list', '--limit', '1'], { env: env() });
    expect(r.stdout).not.toMatch(RAW_CONTROLS);
    expect(r.stdout).toContain('Sale\\x1b]0;pwned\\x07\\u202eexe');
    const json = await cli(['notify', 'list', '--limit', '1', '--json'], { env: env() });
    expect(readLines(json.stdout)[0]).toMatchObject({ title });
  });
});

describe('products restore', { timeout: 180_000 }, () => {
  it('--dry-run sends nothing; --yes restores both; an unknown id fails with its reason, exit 3 (as an unknown member id does)', async () => {
    const [a, b] = await freshProducts(2);
    for (const p of [a!, b!]) await deleteProduct(client(), p.id);
    expect((await deletedAt([a!.id, b!.id])).every(([, d]) => d)).toBe(true);

    const restoredBefore = await count("select count(*)::text as n from audit_events where action = 'product.restored'");
    const dry = await cli(['products', 'restore', String(a!.id), String(b!.id), '999999', '--dry-run'], { env: env() });
    expect(dry.code).toBe(3);
    expect(dry.stdout).toContain('Dry run: would restore 2 products; nothing is sent.');
    expect(dry.stdout).toContain(`  restore product ${a!.id} "${a!.name}"`);
    expect(dry.stdout).toContain(`  restore product ${b!.id} "${b!.name}"`);
    expect(dry.stdout).toContain('  fail product 999999 (line 3): no deleted product with this id (never deleted, or no such product)');
    expect((await deletedAt([a!.id, b!.id])).every(([, d]) => d)).toBe(true);
    expect(await count("select count(*)::text as n from audit_events where action = 'product.restored'")).toBe(restoredBefore);

    // Not a terminal and no --yes: refused, nothing sent.
    const refused = await cli(['products', 'restore', String(a!.id), String(b!.id)], { env: env() });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Refusing to restore 2 products without confirmation: not running in a terminal\. Pass --yes/);
    expect((await deletedAt([a!.id, b!.id])).every(([, d]) => d)).toBe(true);

    const r = await cli(['products', 'restore', String(a!.id), String(b!.id), '999999', '--yes', '--json'], { env: env() });
    expect(r.code).toBe(3);
    const summary = JSON.parse(r.stdout.trim()) as { succeeded: number; failed: number; skipped: number; resultsFile: string };
    expect(summary).toMatchObject({ succeeded: 2, failed: 1, skipped: 0 });
    expect(r.stderr).toMatch(/2 succeeded, 1 failed, 0 skipped/);
    expect((await deletedAt([a!.id, b!.id])).some(([, d]) => d)).toBe(false);
    const items = readLines(readFileSync(summary.resultsFile, 'utf8')).filter((l) => l.type === 'item');
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'restore:999999', status: 'failed', retryable: false }),
        expect.objectContaining({ key: `restore:${a!.id}`, status: 'ok', result: { id: a!.id, restored: true } }),
        expect.objectContaining({ key: `restore:${b!.id}`, status: 'ok', result: { id: b!.id, restored: true } }),
      ]),
    );

    // Run again: both are live now, so both are skipped (the trail knows their names).
    const again = await cli(['products', 'restore', String(a!.id), String(b!.id), '--dry-run'], { env: env() });
    expect(again.stdout).toContain(`  skip product ${a!.id} "${a!.name}" (not deleted)`);
  });

  it('a product deleted before the restore window is skipped with "past the restore window"', async () => {
    const [p] = await freshProducts(1);
    await deleteProduct(client(), p!.id);
    await db().query(`update products set deleted_at = now() - interval '31 days' where id = $1`, [p!.id]);
    const r = await cli(['products', 'restore', String(p!.id), '--yes'], { env: env() });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/0 succeeded, 0 failed, 1 skipped/);
    const plan = await cli(['products', 'restore', String(p!.id), '--dry-run'], { env: env() });
    expect(plan.stdout).toContain(`  skip product ${p!.id} "${p!.name}" (past the restore window)`);
  });

  it('a 410 from the server (the window closed after the check) is a failed item with the server message, exit 3', async () => {
    const [late, fine] = await freshProducts(2);
    for (const p of [late!, fine!]) await deleteProduct(client(), p.id);
    // The window closes for `late` between the pre-check and its restore: the database is changed just before
    // its POST goes out.
    const real = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'POST' && url.endsWith(`/products/${late!.id}/restore`))
        await db().query(`update products set deleted_at = now() - interval '31 days' where id = $1`, [late!.id]);
      return real(input, init);
    };
    const f = fakeIo({ env: env() });
    let code: number;
    try {
      code = await restore({ ids: [String(late!.id), String(fine!.id)], yes: true, concurrency: '1', results: 'r.ndjson' }, f.io);
    } finally {
      globalThis.fetch = real;
    }
    expect(code).toBe(3);
    expect(f.stderr()).toContain(`product ${late!.id} "${late!.name}"`);
    expect(f.stderr()).toMatch(/\(line 1\): The API answered 410: The product was deleted too long ago to be restored/);
    expect(f.stdout()).toMatch(/1 succeeded, 1 failed, 0 skipped/);
    expect(await deletedAt([fine!.id])).toEqual([[fine!.id, false]]);
    const failed = readLines(readFileSync(`${f.io.cwd}/r.ndjson`, 'utf8')).filter((l) => l.status === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({ key: `restore:${late!.id}`, httpStatus: 410, code: 'restore_expired', retryable: false }),
    ]);
  });

  it('ids from a file: bad lines are listed and nothing is sent (exit 2)', async () => {
    const [p] = await freshProducts(1);
    await deleteProduct(client(), p!.id);
    const r = await cli(['products', 'restore', '--file', '-', '--yes'], { env: env(), stdin: `${p!.id}\nabc\n` });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/stdin:2: "abc" is not a product id/);
    expect(await deletedAt([p!.id])).toEqual([[p!.id, true]]);
    const ok = await cli(['products', 'restore', '--file', '-', '--yes'], { env: env(), stdin: JSON.stringify({ id: p!.id }) + '\n' });
    expect(ok.code).toBe(0);
    expect(await deletedAt([p!.id])).toEqual([[p!.id, false]]);
  });
});

describe('hostile data: a product named with an ANSI escape', { timeout: 180_000 }, () => {
  it('is escaped in the audit table and the restore plan, exact in --json', async () => {
    const [p] = await freshProducts(1);
    const name = 'Evil\u001b[2J\u001b]0;pwned\u0007\u202eName';
    await db().query('update products set name = $1 where id = $2', [name, p!.id]);
    await deleteProduct(client(), p!.id);

    const t = await cli(['audit', 'list', '--target', `product:${p!.id}`], { env: env() });
    expect(t.code).toBe(0);
    expect(t.stdout).not.toMatch(RAW_CONTROLS);
    expect(t.stdout).toContain(`product.deleted  product ${p!.id} "Evil\\x1b[2J\\x1b]0;pwned\\x07\\u202eName"`);
    expect(t.stderr).not.toMatch(RAW_CONTROLS);
    const json = await cli(['audit', 'list', '--target', `product:${p!.id}`, '--json'], { env: env() });
    expect(readLines(json.stdout)[0]).toMatchObject({ target: { type: 'product', id: String(p!.id), label: name } });

    const dry = await cli(['products', 'restore', String(p!.id), '--dry-run'], { env: env() });
    expect(dry.stdout).not.toMatch(RAW_CONTROLS);
    expect(dry.stdout).toContain(`restore product ${p!.id} "Evil\\x1b[2J\\x1b]0;pwned\\x07\\u202eName"`);
    const plan = await cli(['products', 'restore', String(p!.id), '--dry-run', '--json'], { env: env() });
    expect((JSON.parse(plan.stdout) as { wouldSend: { label: string }[] }).wouldSend[0]!.label).toContain(`"${name}"`);
  });
});
