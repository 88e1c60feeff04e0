import { describe, expect, it, vi } from 'vitest';
import { isTimeoutError } from 'ky';
import { createClient } from '../../../src/api/client.js';
import {
  ApiError,
  InvalidTokenError,
  MISSING_PAGINATION_MESSAGE,
  MissingCapabilityError,
  NetworkError,
  ValidationError,
  isApiError,
  isInvalidTokenError,
  isMissingCapabilityError,
  parseErrorKey,
} from '../../../src/api/errors.js';
import { listMembers, fetchAllMembers } from '../../../src/api/members.js';
import { createCategory } from '../../../src/api/categories.js';
import { login } from '../../../src/api/auth.js';
import { getInsights } from '../../../src/api/insights.js';

type Call = { url: URL; method: string; headers: Headers; body: string };

/** A stub fetch (unit tests only) that records calls and answers from a handler. */
function stub(handler: (c: Call) => { status?: number; body?: unknown; raw?: string }) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const call = { url: new URL(req.url), method: req.method, headers: req.headers, body: await req.text() };
    calls.push(call);
    const a = handler(call);
    const text = a.raw ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return new Response(text, { status: a.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

const page = (data: unknown[], more = false) => ({
  body: {
    data: { data, pagination: { hasPrevPage: false, hasNextPage: more, pageCount: 1, dataCount: data.length } },
  },
});

describe('createClient', () => {
  it('sends the bearer token, unwraps data and passes GET params', async () => {
    const s = stub(() => ({ body: { data: { companies: 3, users: 4, products: 5 } } }));
    const c = createClient({ baseUrl: 'http://api.test/v1/', getToken: () => 'tok', fetch: s.fetch });
    expect(await getInsights(c)).toEqual({ companies: 3, users: 4, products: 5 });
    expect(s.calls[0]!.url.pathname).toBe('/v1/insights/all');
    expect(s.calls[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('omits the Authorization header without a token', async () => {
    const s = stub(() => ({ body: { data: {} } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', getToken: () => null, fetch: s.fetch });
    await c.get('x');
    expect(s.calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('defaults missing insight counts to 0', async () => {
    const s = stub(() => ({ body: { data: { companies: 2 } } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    expect(await getInsights(c)).toEqual({ companies: 2, users: 0, products: 0 });
  });

  it('sends a JSON body for other methods, and lower-cases and trims the login email', async () => {
    const s = stub(() => ({ body: { data: { access_token: 'abc' } } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    await login(c, '  Admin@Example.COM ', 'pw');
    expect(s.calls[0]!.method).toBe('POST');
    expect(JSON.parse(s.calls[0]!.body)).toEqual({ email: 'admin@example.com', password: 'pw' });
  });

  it('applies the query rules: empty values dropped, country all omitted, business off → withoutCompanies', async () => {
    const s = stub(() => page([]));
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    await listMembers(c, { username: '  ', country: 'all', page: 1, limit: 10, isBusiness: false });
    const q = s.calls[0]!.url.searchParams;
    expect(q.has('username')).toBe(false);
    expect(q.has('country')).toBe(false);
    expect(q.get('withoutCompanies')).toBe('true');
    await listMembers(c, { country: 'IT', isBusiness: true, username: 'ros' });
    const q2 = s.calls[1]!.url.searchParams;
    expect(q2.get('country')).toBe('IT');
    expect(q2.get('username')).toBe('ros');
    expect(q2.has('withoutCompanies')).toBe(false);
  });

  it('fails with the Italian message when pagination is missing', async () => {
    const s = stub(() => ({ body: { data: { data: [] } } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    const err = await listMembers(c).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as Error).message).toBe(MISSING_PAGINATION_MESSAGE);
  });

  it('maps errors: server message, invalid token, capabilities required, onError hook', async () => {
    const answers = [
      { status: 401, body: { statusCode: 401, message: 'invalid token' } },
      { status: 401, body: { statusCode: 401, message: 'IamGOD capabilities required' } },
      { status: 409, body: { statusCode: 409, message: 'The category already exists' } },
      { status: 400, body: { statusCode: 400, message: 'email: email is not valid' } },
      { status: 502, raw: '<html>bad gateway</html>' },
    ];
    let i = 0;
    const s = stub(() => answers[i++]!);
    const seen: unknown[] = [];
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch, onError: (e) => seen.push(e) });
    const e1 = await c.get('a').catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(InvalidTokenError);
    expect(isInvalidTokenError(e1)).toBe(true);
    const e2 = await c.get('a').catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(MissingCapabilityError);
    expect(isMissingCapabilityError(e2)).toBe(true);
    const e3 = await createCategory(c, { name: 'shoes', translations: [] }).catch((e: unknown) => e);
    expect((e3 as ApiError).message).toBe('The category already exists');
    expect((e3 as ApiError).status).toBe(409);
    const e4 = await c.get('a').catch((e: unknown) => e);
    expect(e4).toBeInstanceOf(ValidationError);
    const e5 = await c.get('a').catch((e: unknown) => e);
    expect((e5 as ApiError).status).toBe(502);
    expect(seen).toHaveLength(5);
    expect(seen.every(isApiError)).toBe(true);
  });

  it('turns a refused connection into a NetworkError', async () => {
    const c = createClient({
      baseUrl: 'http://api.test/v1',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(c.get('x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('uploads a multipart form with its token, and reports the upload done', async () => {
    const s = stub(() => ({ body: { data: { id: 7 } } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', getToken: () => 'tok', fetch: s.fetch });
    const form = new FormData();
    form.set('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    const progress: number[] = [];
    await expect(c.upload('categories/3/image', form, (f) => progress.push(f))).resolves.toEqual({ id: 7 });
    expect(s.calls[0]!.method).toBe('POST');
    expect(s.calls[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(s.calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(s.calls[0]!.body).toContain('filename="a.png"');
    expect(progress.at(-1)).toBe(1);
  });

  it('reports upload progress through XMLHttpRequest where there is one, and maps its errors', async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    /** A stand-in XMLHttpRequest (unit test only): two progress events, then the answer. */
    class FakeXhr {
      static answer = { status: 200, body: JSON.stringify({ data: { ok: true } }) };
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      status = 0;
      statusText = '';
      responseText = '';
      private url = '';
      private headers: Record<string, string> = {};
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
      }
      abort() {
        this.onabort?.();
      }
      send() {
        sent.push({ url: this.url, headers: this.headers });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
        this.status = FakeXhr.answer.status;
        this.responseText = FakeXhr.answer.body;
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const c = createClient({ baseUrl: 'http://api.test/v1', getToken: () => 'tok' });
      const progress: number[] = [];
      await expect(c.upload('categories/3/image', new FormData(), (f) => progress.push(f))).resolves.toEqual({ ok: true });
      expect(progress).toEqual([0.25, 1, 1]);
      expect(sent[0]).toMatchObject({ url: 'http://api.test/v1/categories/3/image', headers: { authorization: 'Bearer tok' } });
      FakeXhr.answer = { status: 401, body: JSON.stringify({ message: 'invalid token' }) };
      await expect(c.upload('categories/3/image', new FormData(), () => undefined)).rejects.toBeInstanceOf(ApiError);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the Idempotency-Key header when asked', async () => {
    const s = stub(() => ({ body: { data: { count: 1 } } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    await c.post('notifications/send-bulk', {}, { idempotencyKey: 'run:1' });
    expect(s.calls[0]!.headers.get('idempotency-key')).toBe('run:1');
  });

  it('only sends category translations with a non-empty name', async () => {
    const s = stub(() => ({ body: { data: {} } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    await createCategory(c, {
      name: ' shoes ',
      translations: [
        { languageCode: 'en', name: ' Shoes ' },
        { languageCode: 'it', name: '   ' },
      ],
    });
    expect(JSON.parse(s.calls[0]!.body)).toEqual({ name: 'shoes', translations: [{ languageCode: 'en', name: 'Shoes' }] });
  });
});

describe('fetchAllMembers', () => {
  it('loops limit 100 until hasNextPage is false and concatenates', async () => {
    const s = stub((c) => {
      const p = Number(c.url.searchParams.get('page'));
      const rows = Array.from({ length: p < 3 ? 100 : 7 }, (_, i) => ({ id: p * 1000 + i }));
      return page(rows, p < 3);
    });
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: s.fetch });
    const progress: number[] = [];
    const all = await fetchAllMembers(c, { isBusiness: true }, { onPage: (n) => progress.push(n) });
    expect(all).toHaveLength(207);
    expect(s.calls.map((x) => x.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(s.calls.every((x) => x.url.searchParams.get('limit') === '100')).toBe(true);
    expect(progress).toEqual([100, 200, 207]);
  });
});

describe('createClient on ky', () => {
  it('is built on one ky instance: HTTP failures carry their request and answer, network failures their request', async () => {
    const s = stub(() => ({ status: 409, body: { statusCode: 409, code: 'idempotency_in_progress', message: 'busy' } }));
    const c = createClient({ baseUrl: 'http://api.test/v1', getToken: () => 'tok', fetch: s.fetch });
    const e = (await c.post('notifications/send-bulk', { a: 1 }, { idempotencyKey: 'k1' }).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.code).toBe('idempotency_in_progress');
    expect(e.request?.url).toBe('http://api.test/v1/notifications/send-bulk');
    expect(e.request?.headers.get('idempotency-key')).toBe('k1');
    expect(e.request?.headers.get('authorization')).toBe('Bearer tok');
    expect(e.response?.status).toBe(409);
    const down = createClient({
      baseUrl: 'http://api.test/v1',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    const n = (await down.get('members', { page: 2 }).catch((x: unknown) => x)) as NetworkError;
    expect(n).toBeInstanceOf(NetworkError);
    expect(n.status).toBe(0);
    expect(n.request?.url).toBe('http://api.test/v1/members?page=2');
  });

  it("turns ky's TimeoutError into a NetworkError whose cause it is, with the request", async () => {
    const never = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: never, timeout: 50 });
    const e = (await c.get('accounts/member').catch((x: unknown) => x)) as NetworkError;
    expect(e).toBeInstanceOf(NetworkError);
    expect(isTimeoutError(e.cause)).toBe(true);
    expect(e.message).toBe('timed out after 0.1 s');
    expect(e.request?.url).toBe('http://api.test/v1/accounts/member');
  });

  it('hands every answer, failed ones included, to afterResponse', async () => {
    const s = stub(() => ({ status: 429, body: { statusCode: 429, code: 'rate_limited', message: 'slow down' } }));
    const seen: [string, number][] = [];
    const c = createClient({
      baseUrl: 'http://api.test/v1',
      fetch: s.fetch,
      afterResponse: (req, _o, res) => void seen.push([req.method, res.status]),
    });
    await expect(c.post('auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([['POST', 429]]);
  });
});

describe('parseErrorKey', () => {
  it('parses key and member, date, creator details', () => {
    expect(parseErrorKey('error.memberAlreadyDisabled for (member: mrossi, date: 2025-01-02, creator: admin)')).toEqual({
      key: 'memberAlreadyDisabled',
      values: { details: 'member: mrossi, date: 2025-01-02, creator: admin', member: 'mrossi', date: '2025-01-02', creator: 'admin' },
    });
  });
  it('reads positional details', () => {
    expect(parseErrorKey('error.locked for (mrossi, 2025-01-02, admin)')?.values).toMatchObject({
      member: 'mrossi',
      date: '2025-01-02',
      creator: 'admin',
    });
  });
  it('returns null for other messages', () => {
    expect(parseErrorKey('Something failed')).toBeNull();
    expect(parseErrorKey('error.x without details')).toBeNull();
    expect(parseErrorKey('error.bad key! for (a)')).toBeNull();
  });
});
