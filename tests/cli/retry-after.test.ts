import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBulkNotification } from '../../src/api/notifications.js';
import { cliClient } from '../../src/cli/lib/api.js';
import { runBulk } from '../../src/cli/lib/bulk.js';
import { fakeIo } from './helpers.js';

let url: string;
let calls = 0;
const server = createServer((req, res) => {
  calls++;
  req.resume();
  if (calls === 1) {
    res.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' });
    return res.end(JSON.stringify({ statusCode: 429, message: 'Too many requests' }));
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: { count: 3 } }));
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('429 and Retry-After', () => {
  it('records the Retry-After hint per Idempotency-Key and retries the item', async () => {
    const { client, retryAfter } = cliClient(url, 't');
    const hints: (number | undefined)[] = [];
    const f = fakeIo();
    const payload = { title: 't', message: 'm', type: 'SYSTEM' as const, target: 'ALL' as const };
    const report = await runBulk(
      { items: [{ key: 'k1', label: 'one', payload }], skipped: [] },
      {
        command: 'notify send',
        verb: 'send',
        noun: 'notification',
        send: (p, ctx) => sendBulkNotification(client, p, { idempotencyKey: ctx.idempotencyKey }),
        retryAfter: (k) => {
          hints.push(retryAfter.get(k));
          return retryAfter.get(k);
        },
        retryBaseMs: 1,
      },
      { yes: true },
      f.io,
    );
    expect(report).toMatchObject({ succeeded: 1, failed: 0, exitCode: 0 });
    expect(hints).toEqual([0]);
    expect(calls).toBe(2);
  });
});
