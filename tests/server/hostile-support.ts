import { ERROR_CODES } from '../../src/api/contract/index.js';
// Shared pieces of the hostile-input suites: row snapshots, the answer invariants and fast-check arbitraries.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/types.js';
import type { Answer } from './setup.js';

/** One string that changes when any row that a request could touch changes. */
export async function snapshot(db: Db): Promise<string> {
  const md5 = (t: string, order = 'id') => `(select md5(coalesce(string_agg(t::text, ',' order by ${order}), '')) from ${t} t)`;
  const tally = (t: string) => `(select count(*) || ':' || coalesce(max(id), 0) from ${t})`;
  const { rows } = await db.query<Record<string, string>>(
    `select ${md5('members')} as members, ${md5('companies')} as companies, ${md5('branches')} as branches,
            ${md5('categories')} as categories, ${md5('products')} as products, ${md5('auth_tokens')} as auth_tokens,
            ${tally('notifications')} as notifications, ${tally('mails')} as mails,
            (select count(*) from idempotency_keys)::text as idempotency_keys`,
  );
  return JSON.stringify(rows[0]);
}

/** The invariants of every answer: no 5xx; a rejection is JSON { statusCode, code, message[, field][, retryAfter on a 429] } with its status. */
export function expectSane(r: Answer, label: string) {
  expect(r.status, `${label}: ${JSON.stringify(r.body).slice(0, 300)}`).toBeLessThan(500);
  expect(r.headers.get('x-content-type-options'), label).toBe('nosniff');
  if (r.status >= 400) {
    expect(typeof r.body, `${label}: error body is not JSON`).toBe('object');
    const keys = Object.keys(r.body)
      .filter((k) => k !== 'field' && !(k === 'retryAfter' && r.status === 429))
      .sort();
    expect(keys, label).toEqual(['code', 'message', 'statusCode']);
    // A 429 may say its wait in the body too (account_locked: pages on another origin cannot read Retry-After).
    if ('retryAfter' in r.body) expect(r.body.retryAfter, label).toBe(Number(r.headers.get('retry-after')));
    expect(ERROR_CODES, label).toContain(r.body.code);
    expect(r.body.statusCode, label).toBe(r.status);
    expect(typeof r.body.message, label).toBe('string');
    expect(r.body.message.length, label).toBeGreaterThan(0);
  }
}

/** Object.prototype must stay clean whatever the bodies carried. */
export function expectNoPollution() {
  const probe = {} as Record<string, unknown>;
  expect(probe['polluted']).toBeUndefined();
  expect(probe['isAdmin']).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
}

export const SQL_META = [
  "'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '%',
  '_',
  '\\',
  "' or '1'='1",
  "'; drop table members; --",
  '%%',
  '\\%',
  '_%_',
  '$1',
  '::text',
  "E'\\x00'",
];
const UNICODE = ['é', 'ß', 'İ', '日本語', '🙂', '\u202e', '\ufeff', '\u0301', 'Ω', '\ud800', '\udfff'];

/** Strings that break naive code: SQL metacharacters, unicode, control characters, NUL, lone surrogates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...SQL_META, ...UNICODE, 'a', ' ', '\u0000', '\n', '\t'), { maxLength: 12 }).map((a) => a.join('')),
  fc.constantFrom(...SQL_META, ...UNICODE, '', ' ', '\u0000', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '99999999999999999999'),
  fc.integer({ min: 100, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const deep = fc.integer({ min: 10, max: 50_000 }).chain((n) =>
  fc
    .constantFrom(
      () => '['.repeat(n) + ']'.repeat(n),
      () => '{"a":'.repeat(n) + '1' + '}'.repeat(n),
    )
    .map((f) => f()),
);

/** Any JSON value, hostile strings included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: hostileString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 31, 2 ** 53, 1e308, -1e308, [], {}, [1, 2], { $gt: '' }),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/**
 * A raw body text for a route, built around a valid template: a field replaced by a hostile value, extra or
 * prototype-pollution keys, any JSON, deep nesting, or plain garbage.
 */
export function hostileBody(template: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(template);
  const replaced = fc
    .record({ key: fc.constantFrom(...keys), value: hostileValue })
    .map(({ key, value }) => JSON.stringify({ ...template, [key]: value }));
  const pollution = fc.record({ key: fc.constantFrom(...PROTO_KEYS), where: fc.boolean() }).map(({ key, where }) => {
    const inner = key === 'constructor' ? '{"prototype":{"polluted":1,"isAdmin":true}}' : '{"polluted":1,"isAdmin":true}';
    const body = JSON.stringify(template).slice(1, -1);
    return where ? `{"${key}":${inner}${body ? ',' + body : ''}}` : `{${body}${body ? ',' : ''}"${key}":${inner}}`;
  });
  const nested = fc
    .record({ key: fc.constantFrom(...keys), d: deep })
    .map(({ key, d }) => JSON.stringify({ ...template, [key]: 0 }).replace(`"${key}":0`, `"${key}":${d}`));
  return fc.oneof(
    { weight: 4, arbitrary: replaced },
    { weight: 2, arbitrary: pollution },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: deep },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', '{', '{"a":}', 'null', '[]', '"x"', '1', '\u0000', '{"a":"\\u0000"}', '{"email":"\\ud800"}'),
    },
  );
}

/** Header values that survive the Headers class (bytes 0x20-0xff, no CR/LF/NUL). */
export const headerValue = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength });

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  '*/*',
  ';;;',
  'application/json\u00e9',
];
