import { describe, expect, it } from 'vitest';
import { run as notifySend } from '../../src/cli/commands/notify/send.js';
import { startFaultProxy } from './fault-proxy.js';
import { fakeIo, tempDir, useDemoServer } from './helpers.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 20 finding 7: with the API gone mid-run, the run pauses (one item probes; none are started),
// says so, and goes on by itself when the API is back; every notification is still sent exactly once.
const s = useDemoServer();

const until = async (check: () => boolean, what: string, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('an outage mid-run', { timeout: 120_000 }, () => {
  it('pauses after 3 connection failures, probes with one item, and resumes by itself', async () => {
    const ids = (
      await s.db.query<{ id: number }>(`select id from members where enabled and role <> 'admin' order by id limit 20`)
    ).rows.map((r) => r.id);
    const dir = tempDir();
    writeFileSync(
      join(dir, 'o.csv'),
      'title,message,target,member,country\n' + ids.map((id) => `outage,m ${id},single,${id},`).join('\n') + '\n',
    );
    const refusedKeys: string[] = [];
    const proxy = await startFaultProxy(s.demo.url, {
      failRate: 0,
      dropRate: 0,
      onForward: () => proxy.stats.forwarded === 5 && proxy.setDown(true),
      onRefuse: (req) => refusedKeys.push(String(req.headers['idempotency-key'])),
    });
    try {
      const f = fakeIo({ env: { BACKOFFICE_TOKEN: s.token, BACKOFFICE_API_URL: `${proxy.url}/v1` }, cwd: dir });
      const running = notifySend({ file: 'o.csv', yes: true, concurrency: '2', retryBaseMs: '5', outageProbeMs: '100' }, f.io);
      await until(() => f.stderr().includes('API unreachable, retrying every 0.1 s (Ctrl-C to stop; resume later).'), 'the outage message');
      const at = refusedKeys.length;
      await until(() => refusedKeys.length >= at + 4, 'four probes');
      // While paused, only one item is sent again and again: no new items are started.
      expect(new Set(refusedKeys.slice(at)).size).toBe(1);
      proxy.setDown(false);
      expect(await running).toBe(0);
      expect(f.stderr()).toMatch(/API reachable again after \d+(\.\d)?s; continuing\./);
      expect(f.stdout()).toContain('20 succeeded, 0 failed, 0 skipped');
      const sent = (
        await s.db.query<{ member_id: number }>(`select member_id from notifications where title = 'outage' order by member_id`)
      ).rows.map((r) => r.member_id);
      expect(sent).toEqual(ids);
    } finally {
      await proxy.close();
    }
  });
});
