import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFaultProxy } from './fault-proxy.js';
import { cli, tempDir, useDemoServer } from './helpers.js';

// Issue 37, item 3: the members of SINGLE notifications are checked before the plan is shown or confirmed
// (GET /members?ids=, 100 a call), and a run whose only failures are unknown or disabled members prints
// no resume hint.
const s = useDemoServer();

describe('notify send checks the members of single notifications first', { timeout: 120_000 }, () => {
  it('the dry run says reachable / unknown / disabled; the run fails those without a resume hint (exit 3)', async () => {
    const ids = (await s.db.query<{ id: number }>(`select id from members where enabled and role <> 'admin' order by id limit 4`)).rows.map(
      (r) => r.id,
    );
    const [a, b, c, off] = ids as [number, number, number, number];
    await s.db.query('update members set enabled = false where id = $1', [off]);
    const unknown = 999_999;
    const dir = tempDir();
    writeFileSync(
      join(dir, 'p.csv'),
      'title,message,target,member\n' + [a, b, c, unknown, off].map((id) => `precheck,m ${id},single,${id}`).join('\n') + '\n',
    );
    const dry = await cli(['notify', 'send', '--file', 'p.csv', '--dry-run'], { cwd: dir, env: s.env() });
    expect(dry.stdout).toContain('Members of the single notifications: 3 reachable, 1 unknown, 1 disabled (those 2 are not sent).');
    expect(dry.stdout).toContain('Dry run: would send 3 notifications to 3 recipients; nothing is sent.');
    expect(dry.stdout).toContain(`fail member ${unknown}: "precheck" (line 5): no such member`);
    expect(dry.stdout).toContain(`fail member ${off}: "precheck" (line 6): the member is disabled and receives no notifications`);
    expect(dry.code).toBe(3);

    const json = await cli(['notify', 'send', '--file', 'p.csv', '--dry-run', '--json'], { cwd: dir, env: s.env() });
    expect(JSON.parse(json.stdout)).toMatchObject({ recipients: 3, members: { reachable: 3, unknown: 1, disabled: 1 } });

    const run = await cli(['notify', 'send', '--file', 'p.csv', '--yes'], { cwd: dir, env: s.env() });
    expect(run.stderr).toContain('Members of the single notifications: 3 reachable, 1 unknown, 1 disabled');
    expect(run.stderr).toContain('Those items cannot be done as asked; there is nothing to resume.');
    expect(run.stderr).not.toContain('--resume');
    expect(run.stdout).toContain('3 succeeded, 2 failed, 0 skipped');
    expect(run.code).toBe(3);
    const sent = (
      await s.db.query<{ member_id: number }>(`select member_id from notifications where title = 'precheck' order by member_id`)
    ).rows.map((r) => r.member_id);
    expect(sent).toEqual([a, b, c]);
  });

  it('single rows are checked 100 members a request (GET /members?ids=), not one call a row', async () => {
    const known = (await s.db.query<{ id: number }>(`select id from members where enabled order by id`)).rows.map((r) => r.id);
    const ids = [...known, ...Array.from({ length: 150 }, (_, i) => 900_001 + i)];
    const dir = tempDir();
    writeFileSync(join(dir, 'many.csv'), 'title,message,target,member\n' + ids.map((id) => `many,m ${id},single,${id}`).join('\n') + '\n');
    const lookups: string[] = [];
    const proxy = await startFaultProxy(s.demo.url, {
      failRate: 0,
      dropRate: 0,
      onForward: (req) => void (req.url?.startsWith('/v1/members') && lookups.push(req.url)),
    });
    try {
      const dry = await cli(['notify', 'send', '--file', 'many.csv', '--dry-run'], {
        cwd: dir,
        env: { ...s.env(), BACKOFFICE_API_URL: `${proxy.url}/v1` },
      });
      expect(dry.stdout).toContain(
        `Members of the single notifications: ${known.length} reachable, 150 unknown, 0 disabled (those 150 are not sent).`,
      );
      expect(dry.code).toBe(3);
    } finally {
      await proxy.close();
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(lookups).toHaveLength(Math.ceil(ids.length / 100));
    for (const url of lookups) expect(url).toMatch(/[?&]ids=\d+(%2C\d+)+/);
  });
});
