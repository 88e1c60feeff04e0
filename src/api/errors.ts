import { AUTH_MESSAGES, ERROR_CODES, type ErrorCode } from './contract/constants.js';

export const isErrorCode = (s: unknown): s is ErrorCode => typeof s === 'string' && (ERROR_CODES as readonly string[]).includes(s);

const stringProp = (o: unknown, key: string): string | undefined => {
  const v = o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' && v !== '' ? v : undefined;
};

/**
 * Base error of every failed call; `message` is the server's message (spec section 8), `code` the
 * stable code of the answer (ERROR_CODES; clients translate by it) and `field` the request field it
 * is about (`username`, `translations.0.name`), both read from the body when the server sent them.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** The request as it was sent (ky's, with its headers), when it got that far. */
  request?: Request;
  /** The answer, for an HTTP failure (its body already read into `body`). */
  response?: Response;
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.code = stringProp(body, 'code');
    this.field = stringProp(body, 'field');
  }
}

/** 401 whose message contains 'invalid token': the session is over, go to sign-in without a toast. */
export class InvalidTokenError extends ApiError {
  override readonly name = 'InvalidTokenError' as const;
}

/** 401 whose message contains 'capabilities required': go to /unauthorized. */
export class MissingCapabilityError extends ApiError {
  override readonly name = 'MissingCapabilityError' as const;
}

/** 400 from validation, or a client-side contract failure (e.g. missing pagination). */
export class ValidationError extends ApiError {
  override readonly name = 'ValidationError' as const;
}

/** The server could not be reached (DNS, refused, dropped connection) or did not answer in time (`cause` is then ky's TimeoutError). */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError' as const;
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message, 0);
  }
}

const hasName = (e: unknown, name: string) => typeof e === 'object' && e !== null && (e as { name?: unknown }).name === name;

// Guards match by class or by name, so errors that crossed a bundle boundary still match.
export const isApiError = (e: unknown): e is ApiError =>
  e instanceof ApiError ||
  ['ApiError', 'InvalidTokenError', 'MissingCapabilityError', 'ValidationError', 'NetworkError'].some((n) => hasName(e, n));
export const isInvalidTokenError = (e: unknown): e is InvalidTokenError =>
  e instanceof InvalidTokenError || hasName(e, 'InvalidTokenError');
export const isMissingCapabilityError = (e: unknown): e is MissingCapabilityError =>
  e instanceof MissingCapabilityError || hasName(e, 'MissingCapabilityError');
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError || hasName(e, 'NetworkError');

/** The stable code of a failed call (`invalid_token`, `username_taken`...), also for errors of another bundle. */
export const errorCodeOf = (e: unknown): string | undefined =>
  isApiError(e) ? (stringProp(e, 'code') ?? stringProp((e as { body?: unknown }).body, 'code')) : undefined;
/** The request field a failed call is about (`username`, `translations.0.name`), when the server named one. */
export const errorFieldOf = (e: unknown): string | undefined =>
  isApiError(e) ? (stringProp(e, 'field') ?? stringProp((e as { body?: unknown }).body, 'field')) : undefined;

/** Picks the typed error for a status, the server message and the body's code (spec section 8's messages still count). */
export function errorFor(status: number, message: string, body?: unknown): ApiError {
  const lower = message.toLowerCase();
  const code = stringProp(body, 'code');
  if (status === 401 && (code === 'invalid_token' || lower.includes(AUTH_MESSAGES.invalidToken)))
    return new InvalidTokenError(message, status, body);
  if (status === 401 && (code === 'capabilities_required' || lower.includes(AUTH_MESSAGES.capabilitiesRequired)))
    return new MissingCapabilityError(message, status, body);
  if (status === 400 || status === 422) return new ValidationError(message, status, body);
  return new ApiError(message, status, body);
}

export interface ParsedErrorKey {
  key: string;
  values: { member?: string; date?: string; creator?: string; details: string };
}

/**
 * Parses messages of the form `error.KEY for DETAILS)` (spec section 8), where DETAILS carries
 * the member, the date and the creator, e.g.
 * `error.memberAlreadyDisabled for (member: mrossi, date: 2025-01-02, creator: admin)`.
 * Returns null when the message is not of that form or cannot be parsed.
 */
export function parseErrorKey(message: string): ParsedErrorKey | null {
  if (!message.startsWith('error.') || !message.endsWith(')')) return null;
  const at = message.indexOf(' for ');
  if (at < 0) return null;
  const key = message.slice('error.'.length, at).trim();
  if (!/^[\w.-]+$/.test(key)) return null;
  const details = message
    .slice(at + 5)
    .trim()
    .replace(/^\(/, '')
    .replace(/\)$/, '')
    .trim();
  const values: ParsedErrorKey['values'] = { details };
  const parts = details
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const positional: string[] = [];
  for (const part of parts) {
    const m = /^(member|date|creator)\s*[:=]\s*(.*)$/i.exec(part);
    if (m) values[m[1]!.toLowerCase() as 'member' | 'date' | 'creator'] = m[2]!.trim();
    else positional.push(part);
  }
  (['member', 'date', 'creator'] as const).forEach((k) => {
    if (values[k] === undefined && positional.length) values[k] = positional.shift();
  });
  return { key, values };
}

/** Italian message of the missing-pagination error (spec section 5). */
export const MISSING_PAGINATION_MESSAGE = 'La risposta non contiene informazioni di paginazione';
