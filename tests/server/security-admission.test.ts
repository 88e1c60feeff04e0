// The FIFO admission gate of /v1 (regression for bench/load: on PGlite 100 concurrent requests interleaved
// their queries and some waited 20-30 s, timing out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { Gate } from '../../src/server/lib/admission.js';
import { DEMO, JWT_SECRET, setup, targets, type Ctx } from './setup.js';

describe('Gate', () => {
  it('admits at most max at once, first come first served, and refuses past the queue', async () => {
    const gate = new Gate(2, 3);
    const order: number[] = [];
    let inside = 0;
    let peak = 0;
    const task = async (i: number) => {
      if (!(await gate.enter())) return 'refused';
      inside++;
      peak = Math.max(peak, inside);
      order.push(i);
      await new Promise((r) => setTimeout(r, 5));
      inside--;
      gate.leave();
      return 'ok';
    };
    const results = await Promise.all(Array.from({ length: 7 }, (_, i) => task(i)));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.filter((r) => r === 'refused')).toHaveLength(2);
    // Empty again: a new caller gets in at once.
    expect(await gate.enter()).toBe(true);
    gate.leave();
  });
});

describe.each(targets)('admission on /v1 (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('answers 503 { statusCode, message } with Retry-After past the queue, never a 5xx otherwise', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, maxConcurrent: 1, maxQueue: 2 });
    const call = () => app.request('/v1/insights/all', { headers: { authorization: `Bearer ${ctx.admin}` } });
    const answers = await Promise.all(Array.from({ length: 12 }, call));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    const busy = answers.find((r) => r.status === 503)!;
    expect(await busy.json()).toEqual({ statusCode: 503, code: 'server_busy', message: 'The server is busy, retry later' });
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.headers.get('x-content-type-options')).toBe('nosniff');
    // The gate is released after errors too: a thrown 401 does not leak a slot.
    for (let i = 0; i < 5; i++) expect((await app.request('/v1/insights/all')).status).toBe(401);
    expect((await call()).status).toBe(200);
  });

  it('is on by default for PGlite only, and health and static pages stay outside it', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, maxQueue: 0 });
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => app.request('/v1/insights/all', { headers: { authorization: `Bearer ${token}` } })),
    );
    const busy = burst.filter((r) => r.status === 503).length;
    if (target === 'pglite')
      expect(busy).toBe(6); // 4 inside, no queue
    else expect(busy).toBe(0);
    expect((await app.request('/health')).status).toBe(200);
  });
});
