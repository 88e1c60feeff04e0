import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, parseOr400 } from './http-error.js';

/** Reads and validates a JSON body; malformed JSON → 400 'Malformed JSON body'. */
export async function body<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The body must be a JSON object');
  return parseOr400(schema, raw);
}

/** Validates the query string (single values only). */
export const query = <S extends z.ZodTypeAny>(c: Context, schema: S): z.output<S> => {
  const q = c.req.query();
  // Empty values are dropped, as the client drops them (spec section 5).
  const clean = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));
  return parseOr400(schema, clean);
};

export const param = <S extends z.ZodTypeAny>(c: Context, name: string, schema: S): z.output<S> =>
  parseOr400(schema, c.req.param(name));
