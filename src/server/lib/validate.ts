import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, parseOr400 } from './http-error.js';

export const NUL_MESSAGE = 'text must not contain NUL characters';

/** Path of the first string holding U+0000 (PostgreSQL text cannot store it), or null. Iterative: any depth. */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) stack.push([x, path ? `${path}.${k}` : k]);
    }
  }
  return null;
}

/** Validated input, refusing NUL characters anywhere in it with a 400. */
function clean<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const out = parseOr400(schema, input);
  const at = nulPath(out);
  if (at !== null) {
    const e = badRequest(at ? `${at}: ${NUL_MESSAGE}` : NUL_MESSAGE, 'control_characters');
    if (at) e.field = at;
    throw e;
  }
  return out;
}

/** Deepest nesting of objects and arrays a JSON body may have (the API's own bodies nest 3 deep at most). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects and arrays deeper than `max`, by one pass over its characters
 * (brackets inside strings do not count). JSON.parse of a deep text costs far more than this scan: a
 * 1 MB text of brackets took ~0.4 s of the only thread.
 */
export function nestedDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/**
 * Reads and validates a JSON body; malformed JSON → 400 `malformed_json`, nested deeper than
 * MAX_JSON_DEPTH → 400 `body_too_deep` (checked before parsing). The body was read whole before the
 * request was admitted (lib/body.ts), within its route's size cap.
 */
export async function body<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text().catch(() => {
    throw badRequest('Malformed JSON body', 'malformed_json');
  });
  if (nestedDeeper(text, MAX_JSON_DEPTH))
    throw badRequest(`The JSON body is nested too deeply (max ${MAX_JSON_DEPTH} levels)`, 'body_too_deep');
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body', 'malformed_json');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The body must be a JSON object');
  return clean(schema, raw);
}

/** Validates the query string (single values only). */
export const query = <S extends z.ZodTypeAny>(c: Context, schema: S): z.output<S> => {
  const q = c.req.query();
  // Empty values are dropped, as the client drops them (spec section 5).
  const values = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));
  return clean(schema, values);
};

export const param = <S extends z.ZodTypeAny>(c: Context, name: string, schema: S): z.output<S> => clean(schema, c.req.param(name));

/** A path id: canonical decimal digits only (no hex, exponent, sign or blanks, which Number() would accept). */
export const idParam = <S extends z.ZodTypeAny>(c: Context, name: string, schema: S): z.output<S> => {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw badRequest(`${name}: must be a positive integer`);
  return clean(schema, raw);
};
