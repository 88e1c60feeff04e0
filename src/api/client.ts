import type { Paginated, Pagination } from './contract/pagination.js';
import { ApiError, MISSING_PAGINATION_MESSAGE, NetworkError, ValidationError, errorFor } from './errors.js';
import { queryString, takeEarly } from './early.js';
import { cleanQuery, type QueryValue } from './query.js';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ClientOptions {
  /** Backend base URL, e.g. `/v1` in a page or `http://127.0.0.1:3000/v1` in Node. */
  baseUrl: string;
  /** Bearer token provider; the browser default reads cookie `auth_token`, then localStorage. */
  getToken?: TokenSource;
  /** Called with every failed call's typed error before it is thrown (session handling). */
  onError?: (error: ApiError) => void;
  /** Custom fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

export interface RequestExtras {
  /** Sent as the `Idempotency-Key` header. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Extra headers; an `Authorization` header given here is sent as is (the token source is not asked). */
  headers?: Record<string, string>;
  /** The request outlives the page (e.g. a sign-out while the page unloads). */
  keepalive?: boolean;
  /** A failure is thrown but not handed to `onError` (no session handling: a sign-out's own call). */
  quiet?: boolean;
}

export interface ApiClient {
  readonly baseUrl: string;
  get<T>(path: string, params?: Record<string, QueryValue>, extras?: RequestExtras): Promise<T>;
  post<T>(path: string, body?: unknown, extras?: RequestExtras): Promise<T>;
  patch<T>(path: string, body?: unknown, extras?: RequestExtras): Promise<T>;
  delete<T>(path: string, extras?: RequestExtras): Promise<T>;
  /** GET of a paginated list; fails with the Italian missing-pagination message when it is absent. */
  getPaginated<T>(path: string, params?: Record<string, QueryValue>, extras?: RequestExtras): Promise<Paginated<T>>;
  /** Multipart POST with upload progress (0..1). */
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, extras?: RequestExtras): Promise<T>;
}

const messageOf = (body: unknown, status: number, statusText: string): string => {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string')
    return (body as { message: string }).message;
  if (body && typeof body === 'object' && Array.isArray((body as { message?: unknown }).message))
    return ((body as { message: unknown[] }).message).join(', ');
  return statusText || `Request failed with status ${status}`;
};

const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
/** The pagination block of a list answer (spec section 3), checked without the schema library. */
const isPagination = (p: unknown): p is Pagination =>
  !!p &&
  typeof p === 'object' &&
  typeof (p as Pagination).hasPrevPage === 'boolean' &&
  typeof (p as Pagination).hasNextPage === 'boolean' &&
  isCount((p as Pagination).pageCount) &&
  isCount((p as Pagination).dataCount);

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a call sends: nothing, a JSON body, or a multipart form (with upload progress where the platform reports it). */
type Payload = { json?: unknown; form?: FormData; onProgress?: (fraction: number) => void };

/** A multipart POST through XMLHttpRequest, the one API that reports upload progress over HTTP/1.1. */
function xhrSend(url: string, headers: Headers, form: FormData, onProgress: (fraction: number) => void, extras?: RequestExtras): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.total ? e.loaded / e.total : 1);
    xhr.onload = () => {
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    extras?.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  const fail = (error: ApiError, extras?: RequestExtras): never => {
    if (!extras?.quiet) options.onError?.(error);
    throw error;
  };

  /** The request as the server gets it: the token unless the call brings its own Authorization, then the client's headers. */
  async function headersFor(extras?: RequestExtras): Promise<Headers> {
    const headers = new Headers({ Accept: 'application/json', ...extras?.headers });
    if (extras?.idempotencyKey) headers.set('Idempotency-Key', extras.idempotencyKey);
    if (!headers.has('Authorization')) {
      const token = await options.getToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
    return headers;
  }

  async function send<T>(method: string, path: string, query: Record<string, string | number | boolean>, payload: Payload, extras?: RequestExtras): Promise<T> {
    const url = `${baseUrl}/${path.replace(/^\/+/, '')}${queryString(query)}`;
    let res: Response;
    try {
      const headers = await headersFor(extras);
      let body: BodyInit | undefined;
      if (payload.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(payload.json);
      } else if (payload.form) body = payload.form;
      // The same page asked for by the loader before this client existed (api/early.ts): taken, not asked again.
      const early = method === 'GET' ? takeEarly(url, headers.get('Authorization')) : null;
      if (early) res = await early;
      else if (payload.form && payload.onProgress && !options.fetch && typeof XMLHttpRequest !== 'undefined')
        res = await xhrSend(url, headers, payload.form, payload.onProgress, extras);
      else
        res = await doFetch(url, {
          method,
          headers,
          ...(body !== undefined ? { body } : {}),
          ...(extras?.signal ? { signal: extras.signal } : {}),
          ...(extras?.keepalive ? { keepalive: true } : {}),
        });
    } catch (err) {
      if ((err as { name?: string })?.name === 'AbortError') throw err;
      return fail(new NetworkError(err instanceof Error ? err.message : 'Network error', err), extras);
    }
    if (payload.form && payload.onProgress && res.ok) payload.onProgress(1);
    const body = await readBody(res);
    if (!res.ok) return fail(errorFor(res.status, messageOf(body, res.status, res.statusText), body), extras);
    if (body !== undefined && (typeof body !== 'object' || body === null))
      return fail(new ApiError('The server answered with a malformed body', res.status, body), extras);
    return (body as { data?: T } | undefined)?.data as T;
  }

  const client: ApiClient = {
    baseUrl,
    get: (path, params, extras) => send('GET', path, cleanQuery(params ?? {}), {}, extras),
    post: (path, body, extras) => send('POST', path, {}, { json: body }, extras),
    patch: (path, body, extras) => send('PATCH', path, {}, { json: body }, extras),
    delete: (path, extras) => send('DELETE', path, {}, {}, extras),
    async getPaginated<T>(path: string, params?: Record<string, QueryValue>, extras?: RequestExtras) {
      const data = await client.get<Paginated<T> | undefined>(path, params, extras);
      const p = (data as { pagination?: unknown } | undefined)?.pagination;
      if (!data || !Array.isArray(data.data) || !isPagination(p)) return fail(new ValidationError(MISSING_PAGINATION_MESSAGE, 200, data));
      const next = (data as { nextCursor?: unknown }).nextCursor;
      return { data: data.data, pagination: p, ...(typeof next === 'string' || next === null ? { nextCursor: next } : {}) };
    },
    upload: (path, form, onProgress, extras) => send('POST', path, {}, { form, ...(onProgress ? { onProgress } : {}) }, extras),
  };
  return client;
}
