import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, tempDir, useDemoServer } from './helpers.js';

// Issue 37, item 2: after a server crash the keys of the items that were in flight stay held for their lease
// (60 s); the server's 409 says for how long, and the CLI waits it out instead of failing those items.
const s = useDemoServer();

const HELD_MS = 20_000;
let fake: Server;
let fakeUrl = '';
/** Per Idempotency-Key: when the fake API first answered 409, and how many times it did. */
const held = new Map<string, { since: number; answers: number }>();

beforeAll(async () => {
  fake = createServer((req, res) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    req.resume();
    if (req.method === 'GET' && req.url?.startsWith('/v1/accounts/member'))
      return json(200, { data: { id: 1, email: 'admin@example.com', firstName: 'Ada', capabilities: ['IamGOD'] } });
    if (req.method === 'POST' && req.url === '/v1/notifications/send-bulk') {
      const key = String(req.headers['idempotency-key']);
      const h = held.get(key) ?? { since: Date.now(), answers: 0 };
      held.set(key, h);
      const left = HELD_MS - (Date.now() - h.since);
      if (left > 0) {
        h.answers++;
        // As the reference server answers a key whose attempt died with it: the lease still running.
        const secs = Math.max(1, Math.ceil(left / 1000));
        return json(
          409,
          {
            statusCode: 409,
            code: 'idempotency_in_progress',
            message: 'A request with this Idempotency-Key is in progress, retry later',
            retryAfterSeconds: secs,
          },
          { 'retry-after': String(secs) },
        );
      }
      return json(200, { data: { id: 7, count: 1, status: 'sent' } });
    }
    json(404, { statusCode: 404, message: 'Not found' });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

describe('a key held after a crash (409 idempotency_in_progress)', { timeout: 120_000 }, () => {
  it('the CLI waits out a 409 in progress for 20 s, then the items succeed, and it says so', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.csv'), 'title,message,target\nA,m,all\nB,m,all\nC,m,all\n');
    const r = await cli(['notify', 'send', '--file', 'c.csv', '--yes', '--retries', '2', '--retry-base-ms', '5'], {
      cwd: dir,
      env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: fakeUrl },
    });
    expect(r.stderr).toMatch(/The server still holds the Idempotency-Key of .+ for up to (19|20) s: waiting for it/);
    expect(r.stdout).toContain('3 succeeded, 0 failed, 0 skipped');
    expect(r.code).toBe(0);
    // More 409s than --retries allows: waiting for a held key used none of them.
    for (const h of held.values()) expect(h.answers).toBeGreaterThan(3);
  });

  it("the server's 409 says how long the key is still held: Retry-After and retryAfterSeconds = the lease left", async () => {
    const admin = (await s.db.query<{ id: number }>(`select id from members where email = 'admin@example.com'`)).rows[0]!.id;
    // What a crash leaves: a key reserved with a lease, no completion.
    await s.db.query(
      `insert into idempotency_keys (member_id, key, method, path, request_hash, owner, lease_until)
       values ($1, 'crashed-1', 'POST', '/v1/notifications/send-bulk', null, 'dead', now() + interval '45 seconds')`,
      [admin],
    );
    const res = await fetch(`${s.api}/notifications/send-bulk`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'crashed-1' },
      body: JSON.stringify({ title: 't', message: 'm', type: 'SYSTEM', target: 'ALL' }),
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; retryAfterSeconds: number };
    expect(body.code).toBe('idempotency_in_progress');
    expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(40);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(45);
    expect(Number(res.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
  });
});
