// Issue 33 (security round 3): what the transport costs. Slow and oversize bodies hold no admission slot,
// deep JSON is refused before it is parsed and counted per address, /health says when the server cannot
// serve, searches have a lane of their own (and a statement timeout on PostgreSQL), a full disk answers
// 503 storage_full while reads go on, and every /v1 error carries no-store.
// Real sockets where the transport matters (@hono/node-server on an ephemeral port).
import { serve, type ServerType } from '@hono/node-server';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App, type AppOptions } from '../../src/server/app.js';
import type { Db, Queryable } from '../../src/server/db/types.js';
import { JWT_SECRET, setup, targets, type Ctx } from './setup.js';

/** Fails with `label` when `p` has not settled in `ms` (a bound for a failing run, never a timing assertion). */
const within = <T>(p: Promise<T>, label: string, ms = 10_000): Promise<T> => {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${label}: no answer`)), ms);
    }),
  ]);
};

interface Listening {
  url: string;
  port: number;
  /** Resolves when `n` requests for `path` have reached the server (their headers parsed). */
  arrived(path: string, n: number): Promise<void>;
  close(): Promise<void>;
}

async function listen(app: App): Promise<Listening> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const seen = new Map<string, number>();
  const waiters: { path: string; n: number; resolve: () => void }[] = [];
  server.on('request', (req: { url?: string }) => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.set(path, (seen.get(path) ?? 0) + 1);
    for (const w of [...waiters])
      if ((seen.get(w.path) ?? 0) >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        // After the app's own listener has run up to its first await.
        setImmediate(w.resolve);
      }
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    arrived: (path, n) => ((seen.get(path) ?? 0) >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ path, n, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses what a server wrote on a socket it then closed (one HTTP/1.1 answer). */
const parseRaw = (raw: string): RawAnswer | null => {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: raw.slice(end + 4) };
};

/**
 * A request sent by hand: its headers (Content-Length: `length`) and the first bytes of its body, and
 * nothing more unless told. `answer` settles when the server has closed the connection.
 */
function rawRequest(port: number, path: string, opts: { length: number; first?: string; headers?: Record<string, string> }) {
  const socket: Socket = connect(port, '127.0.0.1');
  let raw = '';
  let answered = false;
  socket.setEncoding('utf8');
  socket.on('data', (d: string) => (raw += d));
  socket.on('error', () => {});
  const answer = new Promise<RawAnswer | null>((resolve) =>
    socket.on('close', () => {
      answered = true;
      resolve(parseRaw(raw));
    }),
  );
  const extra = Object.entries(opts.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${opts.length}\r\n${extra}\r\n${opts.first ?? ''}`,
  );
  return {
    answer,
    get answered() {
      return answered || raw.length > 0;
    },
    destroy: () => socket.destroy(),
  };
}

/** A Db whose matching queries wait until released; `arrived` resolves when one is waiting. */
function holdingDb(db: Db, matches: (sql: string) => boolean) {
  let held = false;
  let release: () => void = () => {};
  let gate = Promise.resolve();
  let waiting = 0;
  let onWait: (() => void) | null = null;
  const wait = async (sql: string) => {
    if (!held || !matches(sql)) return;
    waiting++;
    onWait?.();
    await gate;
  };
  const wrap = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      await wait(sql);
      return q.query(sql, params);
    },
    exec: async (sql) => {
      await wait(sql);
      return q.exec(sql);
    },
  });
  const wrapped: Db = {
    ...wrap(db),
    get kind() {
      return db.kind;
    },
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    hold() {
      held = true;
      gate = new Promise((r) => (release = r));
    },
    release() {
      held = false;
      release();
    },
    /** Resolves once at least one query is waiting. */
    arrived: () => (waiting > 0 ? Promise.resolve() : new Promise<void>((r) => (onWait = r))),
  };
}

const json = { 'content-type': 'application/json' };
const RESET = '/v1/members/send-reset-password-email';

describe.each(targets)('transport (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const make = (opts: Partial<AppOptions> = {}) => createApp({ db: ctx.db, jwtSecret: JWT_SECRET, demo: true, maxConcurrent: 4, ...opts });
  const admin = () => ({ authorization: `Bearer ${ctx.admin}` });
  /** The bad-body counters of earlier tests on this database (PostgreSQL keeps them in rate_limits). */
  const forgetCounters = () => ctx.db.query('delete from rate_limits');

  it('eight slow uploads hold no admission slot: an admin call, a whole upload and /health answer while they trickle', async () => {
    const app = make({ transport: { bodyTimeoutMs: 60_000 } });
    const s = await listen(app);
    const slow = Array.from({ length: 8 }, () => rawRequest(s.port, RESET, { length: 40, first: '{"email":"' }));
    try {
      await s.arrived(RESET, 8);
      const me = await within(fetch(`${s.url}/v1/accounts/member`, { headers: admin() }), 'admin GET');
      expect(me.status).toBe(200);
      const reset = await within(
        fetch(`${s.url}${RESET}`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'someone@example.com' }) }),
        'a whole upload',
      );
      expect(reset.status).toBe(200);
      expect((await within(fetch(`${s.url}/health`), 'health')).status).toBe(200);
      // The slow ones are still waiting for their bodies.
      expect(slow.filter((u) => u.answered)).toHaveLength(0);
    } finally {
      for (const u of slow) u.destroy();
      await s.close();
    }
  });

  it('a body that has not arrived by the deadline is cut: 408 request_timeout, no-store, connection closed', async () => {
    await forgetCounters();
    const app = make({ transport: { bodyTimeoutMs: 150 } });
    const s = await listen(app);
    try {
      const slow = rawRequest(s.port, RESET, { length: 40, first: '{"email":"' });
      const r = (await within(slow.answer, 'slow upload'))!;
      expect(r.status).toBe(408);
      expect(JSON.parse(r.body)).toEqual({ statusCode: 408, code: 'request_timeout', message: 'The request body did not arrive in time' });
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['connection']).toBe('close');
      // Nothing is left held: the API answers.
      expect((await fetch(`${s.url}/v1/accounts/member`, { headers: admin() })).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('bodies have a cap per route: 413 from Content-Length before the body is sent, a streamed body cut at the cap', async () => {
    await forgetCounters();
    const app = make();
    const s = await listen(app);
    try {
      // Only the headers are sent: the answer comes without the server waiting for 20 KB.
      const big = rawRequest(s.port, '/v1/auth/login', { length: 20_000 });
      const r = (await within(big.answer, 'declared 20 KB'))!;
      expect(r.status).toBe(413);
      expect(JSON.parse(r.body)).toEqual({
        statusCode: 413,
        code: 'payload_too_large',
        message: 'The request body is too large (max 16 KB)',
      });
      expect(r.headers['cache-control']).toBe('no-store');
      // Without Content-Length (a stream): read up to the cap, then refused.
      const chunked = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode(`{"email":"a@example.com","password":"${'x'.repeat(17_000)}"}`));
          c.close();
        },
      });
      const streamed = await fetch(`${s.url}/v1/auth/login`, {
        method: 'POST',
        headers: json,
        body: chunked,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
    } finally {
      await s.close();
    }
    // Under the cap the route's own validation answers; notifications take up to 64 KB.
    const under = await app.request('/v1/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(15_000) }),
    });
    expect(under.status).toBe(400);
    expect(((await under.json()) as { code: string }).code).toBe('validation_failed');
    const send = (message: string) =>
      app.request('/v1/notifications/send-bulk', {
        method: 'POST',
        headers: { ...json, ...admin() },
        body: JSON.stringify({ title: 't', message, type: 'SYSTEM', target: 'ALL' }),
      });
    const long = await send('m'.repeat(40_000));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { code: string }).code).toBe('validation_failed');
    const huge = await send('m'.repeat(70_000));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'payload_too_large', message: 'The request body is too large (max 64 KB)' });
  });

  it('/health goes through the gate and pings the database: 503 when it cannot within its bound, 200 after', async () => {
    // Every query on members waits: the admin call below holds the only slot of the gate.
    const h = holdingDb(ctx.db, (sql) => /\bfrom members\b/.test(sql));
    const app = createApp({ db: h.db, jwtSecret: JWT_SECRET, maxConcurrent: 1, transport: { healthTimeoutMs: 100 } });
    expect((await app.request('/health')).status).toBe(200);
    h.hold();
    const stuck = app.request('/v1/accounts/member', { headers: admin() });
    await h.arrived();
    try {
      const busy = await within(Promise.resolve(app.request('/health')), 'health with a full gate');
      expect(busy.status).toBe(503);
      expect(await busy.json()).toEqual({ status: 'unavailable' });
      expect(busy.headers.get('cache-control')).toBe('no-store');
      expect(busy.headers.get('retry-after')).toBe('1');
    } finally {
      h.release();
    }
    expect((await stuck).status).toBe(200);
    const ok = await app.request('/health');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });

    // A database that does not answer: the ping waits past the bound.
    const frozen = holdingDb(ctx.db, () => true);
    const app2 = createApp({ db: frozen.db, jwtSecret: JWT_SECRET, transport: { healthTimeoutMs: 100 } });
    frozen.hold();
    try {
      expect((await within(Promise.resolve(app2.request('/health')), 'health with a frozen database')).status).toBe(503);
    } finally {
      frozen.release();
    }
    expect((await app2.request('/health')).status).toBe(200);
  });

  it('JSON nested deeper than 32 is refused with 400 body_too_deep before JSON.parse sees it; brackets in strings do not count', async () => {
    await forgetCounters();
    const app = make();
    const nested = (depth: number) => `{"email":"a@example.com","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const post = (raw: string) => app.request(RESET, { method: 'POST', headers: json, body: raw });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const deep = nested(33);
      const r = await post(deep);
      expect(r.status).toBe(400);
      expect(await r.json()).toEqual({
        statusCode: 400,
        code: 'body_too_deep',
        message: 'The JSON body is nested too deeply (max 32 levels)',
      });
      expect(parse.mock.calls.some(([text]) => text === deep)).toBe(false);
    } finally {
      parse.mockRestore();
    }
    expect((await post(nested(32))).status).toBe(200);
    expect((await post(`{"email":"a@example.com","x":"${'['.repeat(100)}"}`)).status).toBe(200);
  });

  it('refused bodies (too deep, too large, too slow) are counted per address: past the limit 429 with Retry-After, for that address only', async () => {
    await forgetCounters();
    const app = make({ transport: { badBodies: 3 } });
    const post = (raw: string) => app.request(RESET, { method: 'POST', headers: json, body: raw });
    const deep = `{"x":${'['.repeat(100)}${']'.repeat(100)}}`;
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await post(deep)).status);
    // Malformed JSON fails fast and does not count; a body over the cap does.
    codes.push((await post('{')).status);
    codes.push((await post('x'.repeat(20_000))).status);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const limited = await post(deep);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    // Until the window ends this address sends no body at all; its GETs go on.
    expect((await post(JSON.stringify({ email: 'a@example.com' }))).status).toBe(429);
    expect((await app.request('/v1/accounts/member', { headers: admin() })).status).toBe(200);
    // Another address (a real socket from 127.0.0.1) is not limited.
    const s = await listen(app);
    try {
      const r = await fetch(`${s.url}${RESET}`, { method: 'POST', headers: json, body: deep });
      expect(r.status).toBe(400);
    } finally {
      await s.close();
    }
  });

  it('every /v1 error answer carries Cache-Control: no-store, 413 and 408 included', async () => {
    await forgetCounters();
    const app = make({ transport: { bodyTimeoutMs: 50 } });
    const never = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"email":'));
      },
    });
    const answers: [string, Response][] = [
      ['413', await app.request('/v1/auth/login', { method: 'POST', headers: json, body: 'x'.repeat(17_000) })],
      [
        '408',
        await app.request(new Request(`http://x${RESET}`, { method: 'POST', headers: json, body: never, duplex: 'half' } as RequestInit)),
      ],
      ['400 malformed', await app.request(RESET, { method: 'POST', headers: json, body: '{' })],
      ['400 too deep', await app.request(RESET, { method: 'POST', headers: json, body: `{"x":${'['.repeat(40)}${']'.repeat(40)}}` })],
      ['401', await app.request('/v1/insights/all')],
      ['404', await app.request('/v1/nothing-here', { headers: admin() })],
    ];
    expect(answers.map(([, r]) => r.status)).toEqual([413, 408, 400, 400, 401, 404]);
    for (const [label, r] of answers) {
      expect(r.headers.get('cache-control'), label).toBe('no-store');
      expect(r.headers.get('x-request-id'), label).toBeTruthy();
    }
  });

  it('on a full disk writes and sign-ins answer 503 storage_full with a log line; reads answer 200', async () => {
    let full = false;
    let error: () => Error = () => new Error('unset');
    const isWrite = (sql: string) => /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i.test(sql);
    const guard = (sql: string) => {
      if (full && isWrite(sql)) throw error();
    };
    const wrap = (q: Queryable): Queryable => ({
      query: async (sql, params) => (guard(sql), q.query(sql, params)),
      exec: async (sql) => (guard(sql), q.exec(sql)),
    });
    const base = ctx.db;
    const db: Db = {
      ...wrap(base),
      kind: base.kind,
      transaction: (fn) => base.transaction((tx) => fn(wrap(tx))),
      close: () => base.close(),
    };
    const lines: string[] = [];
    let app = createApp({ db, jwtSecret: JWT_SECRET, demo: true, log: (l) => lines.push(l) });
    const call = (method: string, path: string, body?: unknown, token = ctx.admin) =>
      app.request(path, {
        method,
        headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    // What PostgreSQL and PGlite both raise (PGlite on a full data directory: SQLSTATE 53100 too), and
    // what Node raises for a file it cannot write.
    const errors: [string, () => Error][] = [
      [
        '53100',
        () =>
          Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100', severity: 'ERROR' }),
      ],
      ['ENOSPC', () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 })],
    ];
    for (const [label, e] of errors) {
      error = e;
      full = true;
      lines.length = 0;
      app = createApp({ db, jwtSecret: JWT_SECRET, demo: true, log: (l) => lines.push(l) });
      try {
        const write = await call('POST', '/v1/categories', { name: `Full${label}`, translations: [] });
        expect(write.status, label).toBe(503);
        expect(await write.json(), label).toEqual({
          statusCode: 503,
          code: 'storage_full',
          message: 'The server cannot store changes right now: its disk is full',
        });
        expect(write.headers.get('cache-control')).toBe('no-store');
        const login = await call('POST', '/v1/auth/login', { email: 'admin@example.com', password: 'demo-admin' }, '');
        expect(login.status, label).toBe(503);
        expect(((await login.json()) as { code: string }).code).toBe('storage_full');
        // Said once (a minute), not once a request.
        expect(
          lines.filter((l) => /the disk is full/.test(l)),
          label,
        ).toHaveLength(1);
        for (const path of ['/v1/categories', '/v1/accounts/member', '/v1/members', '/v1/insights/all'])
          expect((await call('GET', path)).status, `${label} ${path}`).toBe(200);
      } finally {
        full = false;
      }
    }
    expect((await call('POST', '/v1/categories', { name: 'AfterFull', translations: [] })).status).toBe(201);
  });

  it('searches have a lane of their own: with it full an admin call and /health are answered, and past its queue 503', async () => {
    const h = holdingDb(ctx.db, (sql) => sql.includes('word_similarity'));
    const app = createApp({ db: h.db, jwtSecret: JWT_SECRET, maxConcurrent: 4, search: { concurrency: 1, queue: 3 } });
    const search = () => Promise.resolve(app.request('/v1/search?q=rossi', { headers: admin() }));
    h.hold();
    try {
      const first = search();
      await h.arrived();
      // Five more: three wait in the lane, two are refused at once (which ones depends on who is first).
      const answers: Response[] = [];
      let onAnswer = () => {};
      const rest = Array.from({ length: 5 }, () =>
        search().then((r) => {
          answers.push(r);
          onAnswer();
          return r;
        }),
      );
      await within(new Promise<void>((resolve) => (onAnswer = () => answers.length >= 2 && resolve())), 'searches past the queue');
      expect(answers.map((r) => r.status)).toEqual([503, 503]);
      expect(await answers[0]!.json()).toMatchObject({ code: 'server_busy' });
      // Searches fill their lane, not the gate: other calls and /health are admitted.
      expect((await within(Promise.resolve(app.request('/v1/accounts/member', { headers: admin() })), 'admin GET')).status).toBe(200);
      expect((await within(Promise.resolve(app.request('/v1/insights/all', { headers: admin() })), 'admin GET')).status).toBe(200);
      expect((await within(Promise.resolve(app.request('/health')), 'health')).status).toBe(200);
      expect(answers).toHaveLength(2);
      h.release();
      const all = await Promise.all([first, ...rest]);
      expect(all.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 503, 503]);
    } finally {
      h.release();
    }
    // Without a valid token a search never takes a place in the lane.
    expect((await app.request('/v1/search?q=rossi')).status).toBe(401);
  });
});

describe.runIf(!!process.env['TEST_DATABASE_URL'])('search statement timeout (PostgreSQL)', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup('pg');
  });
  afterAll(() => ctx?.close());

  it('a search past its statement timeout answers 503 search_timeout', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, search: { timeoutMs: 200 } });
    let unlock: () => void = () => {};
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((r) => (locked = r));
    // Another session holds the products table: the search's products part waits for it.
    const holder = ctx.db.transaction(async (tx) => {
      await tx.query('lock table products in access exclusive mode');
      locked();
      await new Promise<void>((r) => (unlock = r));
    });
    try {
      await isLocked;
      const r = await within(
        Promise.resolve(app.request('/v1/search?q=rossi', { headers: { authorization: `Bearer ${ctx.admin}` } })),
        'search on a locked table',
      );
      expect(r.status).toBe(503);
      expect(await r.json()).toEqual({
        statusCode: 503,
        code: 'search_timeout',
        message: 'The search took too long: try a longer or more precise text',
      });
    } finally {
      unlock();
      await holder;
    }
    expect((await app.request('/v1/search?q=rossi', { headers: { authorization: `Bearer ${ctx.admin}` } })).status).toBe(200);
  });
});
