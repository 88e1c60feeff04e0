import { TOKEN_MAX_DAYS, TOKEN_SCOPES, type TokenScope } from '../../../api/contract/constants.js';
import { usageError } from '../../lib/io.js';
import { safe } from '../../lib/output.js';

const UNIT_DAYS = { d: 1, w: 7, m: 30, y: 365 } as const;

/**
 * `--expires`: `90d`, `12w`, `6m` (30 days each), `1y`, a bare number of days, or `never` (null: owners only,
 * the server decides); undefined leaves the server's default (90 days). Outside 1 to 365 days: exit 2.
 */
export function parseExpires(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'never') return null;
  const m = /^(\d{1,4})([dwmy]?)$/.exec(v);
  const days = m ? Number(m[1]) * UNIT_DAYS[(m[2] || 'd') as keyof typeof UNIT_DAYS] : NaN;
  if (!Number.isInteger(days) || days < 1 || days > TOKEN_MAX_DAYS)
    throw usageError(
      `--expires takes a duration of 1 to ${TOKEN_MAX_DAYS} days (90d, 12w, 6m, 1y) or never (owners only); got "${safe(value)}".`,
    );
  return days;
}

/** The scopes of `--scope` (repeated, or comma-separated), each one of TOKEN_SCOPES, else exit 2. */
export function parseScopes(values: string[] | undefined): TokenScope[] {
  const given = (values ?? [])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (!given.length) throw usageError(`Pass at least one --scope: ${TOKEN_SCOPES.join(', ')}.`);
  const unknown = given.filter((s) => !(TOKEN_SCOPES as readonly string[]).includes(s));
  if (unknown.length)
    throw usageError(`Unknown scope ${unknown.map((s) => `"${safe(s)}"`).join(', ')}: the scopes are ${TOKEN_SCOPES.join(', ')}.`);
  return [...new Set(given as TokenScope[])];
}

/** `--scope a --scope b`: commander's collector. */
export const collect = (value: string, previous: string[] = []) => [...previous, value];
