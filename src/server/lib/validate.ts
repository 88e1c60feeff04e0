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

/** Reads and validates a JSON body; malformed JSON → 400 'Malformed JSON body'. */
export async function body<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
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

export const param = <S extends z.ZodTypeAny>(c: Context, name: string, schema: S): z.output<S> =>
  clean(schema, c.req.param(name));

/** A path id: canonical decimal digits only (no hex, exponent, sign or blanks, which Number() would accept). */
export const idParam = <S extends z.ZodTypeAny>(c: Context, name: string, schema: S): z.output<S> => {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) throw badRequest(`${name}: must be a positive integer`);
  return clean(schema, raw);
};
