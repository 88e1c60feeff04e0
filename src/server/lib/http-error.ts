import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../api/contract/constants.js';

const isErrorCode = (s: string): s is ErrorCode => (ERROR_CODES as readonly string[]).includes(s);

const DEFAULT_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'bad_request',
  429: 'rate_limited',
  503: 'server_busy',
};

export const defaultCode = (status: number): ErrorCode => DEFAULT_CODES[status] ?? (status >= 500 ? 'server_error' : 'bad_request');

/** An error with an HTTP status that the global handler answers as { statusCode, code, message }. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  /** The request field the error is about (dotted path), when there is one. */
  field?: string;
  /** More fields of the error's body (e.g. `retryAfterSeconds` of a 409 idempotency_in_progress). */
  details?: Record<string, unknown>;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? defaultCode(status);
  }
}

/**
 * Whether `e` says the disk is full: PostgreSQL's SQLSTATE 53100 (disk_full; PGlite raises the same one,
 * "could not extend file ...: No space left on device", when its data directory's disk is full) or a
 * Node file error ENOSPC.
 */
export const isStorageFull = (e: unknown): boolean => {
  const x = e as { code?: unknown; cause?: { code?: unknown }; message?: unknown } | null;
  const code = x?.code ?? x?.cause?.code;
  return code === '53100' || code === 'ENOSPC' || (typeof x?.message === 'string' && /no space left on device/i.test(x.message));
};

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new HttpError(400, message, {}, code);
export const notFound = (message: string) => new HttpError(404, message, {}, 'not_found');
export const conflict = (message: string, code: ErrorCode = 'conflict') => new HttpError(409, message, {}, code);

/** First zod issue as "path: message" (never the input value). */
export const issueMessage = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};

export function parseOr400<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) {
    const params = (r.error.issues[0] as { params?: { code?: unknown } } | undefined)?.params;
    const code = typeof params?.code === 'string' && isErrorCode(params.code) ? params.code : 'validation_failed';
    const e = badRequest(issueMessage(r.error), code);
    const path = r.error.issues[0]?.path.map(String).join('.');
    if (path) e.field = path;
    throw e;
  }
  return r.data as z.output<S>;
}
