import ky, { isHTTPError, isTimeoutError, type AfterResponseHook, type KyInstance, type Options } from 'ky';
import type { Paginated, Pagination } from './contract/pagination.js';
import { ApiError, MISSING_PAGINATION_MESSAGE, NetworkError, ValidationError, errorFor } from './errors.js';
import { cleanQuery, type QueryValue } from './query.js';
import type { SessionClient } from './contract/constants.js';

/** `?a=1&b=2` in the order given (empty without params). */
export function queryString(params: Record<string, string | number | boolean>): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return search ? `?${search}` : '';
}

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
  /** Deadline of each request in ms (ky's timeout: a TimeoutError, handed on as a NetworkError whose cause it is). Default none. */
  timeout?: number | false;
  /** Sees every answer, failed ones included (the CLI records Retry-After hints). */
  afterResponse?: AfterResponseHook;
  /**
   * The kind of client, sent as `X-Backoffice-Client` on every call: a sign-in's session records it (issue 39).
   * Default `ui` in a browser (a document exists), none elsewhere (the server then records `api`); `null` sends none.
   */
  clientKind?: SessionClient | null;
}

/** The client kind sent when the options name none: `ui` in a page, none in Node. */
export const defaultClientKind = (): SessionClient | null => (typeof document === 'undefined' ? null : 'ui');

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
    return (body as { message: unknown[] }).message.join(', ');
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

/** The answer's JSON (text when it is not JSON; undefined when empty). */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * ky's fetch for a multipart upload with progress in a browser: XMLHttpRequest, whose upload events report
 * progress over HTTP/1.1 too (a streamed fetch body, what ky's onUploadProgress uses, needs HTTP/2 in
 * Chromium). The Request ky built (token, headers, hooks) is sent as it is; the answer becomes a Response.
 */
const xhrFetch =
  (onProgress: (fraction: number) => void): typeof fetch =>
  async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const form = await request.formData();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      // The browser writes the multipart boundary of the form it sends.
      request.headers.forEach((value, key) => key !== 'content-type' && xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.total ? e.loaded / e.total : 1);
      xhr.onload = () => {
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  };

export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const kind = options.clientKind === undefined ? defaultClientKind() : options.clientKind;
  /** The one ky instance of this client: every call of a panel or of the CLI goes through it. */
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    timeout: options.timeout ?? false, // a page's calls have no deadline (spec); the CLI gives one
    retry: 0, // retries are decided by their callers on status and code (query cache, CLI bulk engine)
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        async (request) => {
          request.headers.set('Accept', 'application/json');
          if (kind && kind !== 'api') request.headers.set('X-Backoffice-Client', kind);
          if (!request.headers.has('Authorization')) {
            const token = await options.getToken?.();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
          }
          for (const [k, v] of Object.entries(options.headers ?? {})) request.headers.set(k, v);
        },
      ],
      ...(options.afterResponse ? { afterResponse: [options.afterResponse] } : {}),
    },
  });

  const fail = (error: ApiError, extras?: RequestExtras): never => {
    if (!extras?.quiet) options.onError?.(error);
    throw error;
  };

  /** ky's failure as the typed error of this package: an HTTP answer by its status and code, anything else a NetworkError; the request on both. */
  async function typed(err: unknown, request: Request | undefined): Promise<ApiError> {
    if (isHTTPError(err)) {
      const body = await readBody(err.response).catch(() => undefined);
      const e = errorFor(err.response.status, messageOf(body, err.response.status, err.response.statusText), body);
      return Object.assign(e, { request: err.request, response: err.response });
    }
    const e = new NetworkError(
      isTimeoutError(err)
        ? `timed out after ${Math.round(Number(options.timeout) / 100) / 10} s`
        : err instanceof Error
          ? err.message
          : 'Network error',
      err,
    );
    return Object.assign(e, { request: isTimeoutError(err) ? err.request : request });
  }

  async function send<T>(method: string, path: string, init: Options, extras?: RequestExtras): Promise<T> {
    let sent: Request | undefined;
    let res: Response;
    try {
      res = await http(path.replace(/^\/+/, ''), {
        method,
        ...(extras?.headers ? { headers: extras.headers } : {}),
        ...(extras?.signal ? { signal: extras.signal } : {}),
        ...(extras?.keepalive ? { keepalive: true } : {}),
        ...init,
        hooks: {
          beforeRequest: [
            (request) => {
              if (extras?.idempotencyKey) request.headers.set('Idempotency-Key', extras.idempotencyKey);
              sent = request;
            },
          ],
        },
      });
    } catch (err) {
      if ((err as { name?: string })?.name === 'AbortError') throw err;
      return fail(await typed(err, sent), extras);
    }
    const body = await readBody(res);
    if (body !== undefined && (typeof body !== 'object' || body === null))
      return fail(
        Object.assign(new ApiError('The server answered with a malformed body', res.status, body), { request: sent, response: res }),
        extras,
      );
    return (body as { data?: T } | undefined)?.data as T;
  }

  /** A multipart POST: ky's onUploadProgress where fetch streams a request body (Node), XMLHttpRequest in a browser. */
  function uploadInit(form: FormData, onProgress?: (fraction: number) => void): Options {
    if (!onProgress) return { body: form };
    if (!options.fetch && typeof XMLHttpRequest !== 'undefined') return { body: form, fetch: xhrFetch(onProgress) };
    return { body: form, onUploadProgress: (p) => onProgress(p.percent) };
  }

  const client: ApiClient = {
    baseUrl,
    get: (path, params, extras) => {
      const query = queryString(cleanQuery(params ?? {}));
      return send('GET', `${path}${query}`, {}, extras);
    },
    post: (path, body, extras) => send('POST', path, body === undefined ? {} : { json: body }, extras),
    patch: (path, body, extras) => send('PATCH', path, body === undefined ? {} : { json: body }, extras),
    delete: (path, extras) => send('DELETE', path, {}, extras),
    async getPaginated<T>(path: string, params?: Record<string, QueryValue>, extras?: RequestExtras) {
      const data = await client.get<Paginated<T> | undefined>(path, params, extras);
      const p = (data as { pagination?: unknown } | undefined)?.pagination;
      if (!data || !Array.isArray(data.data) || !isPagination(p)) return fail(new ValidationError(MISSING_PAGINATION_MESSAGE, 200, data));
      const next = (data as { nextCursor?: unknown }).nextCursor;
      return { data: data.data, pagination: p, ...(typeof next === 'string' || next === null ? { nextCursor: next } : {}) };
    },
    async upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, extras?: RequestExtras) {
      const data = await send<T>('POST', path, uploadInit(form, onProgress), extras);
      onProgress?.(1);
      return data;
    },
  };
  return client;
}
