import { usageError } from './io.js';

const UNITS: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** ISO 8601 as people type it: a date, or a date and time (seconds, fraction and zone optional). */
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A point in time from a flag: a duration back from now (`30m`, `24h`, `7d`, `2w`) or an ISO 8601 date
 * (`2026-11-01`, midnight UTC) or date-time (`2026-11-01T09:00:00Z`; local time without a zone).
 * Answers an ISO string for the API; a usage error (exit 2) says what is accepted.
 */
export function parseWhen(flag: string, value: string, now = Date.now()): string {
  const v = value.trim();
  const rel = /^(\d{1,6})\s*(m|min|h|d|w)$/i.exec(v);
  if (rel) return new Date(now - Number(rel[1]) * UNITS[rel[2]!.toLowerCase()]!).toISOString();
  if (ISO.test(v)) {
    // Date.parse rolls 2026-02-30 over to March 2: the day must exist in its month.
    const [y, mo, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
    const t = Date.parse(v.replace(' ', 'T'));
    if (mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate() && !Number.isNaN(t))
      return new Date(t).toISOString();
  }
  throw usageError(
    `--${flag} must be a time back from now such as 30m, 24h, 7d or 2w, or an ISO 8601 date such as 2026-11-01 or 2026-11-01T09:00:00Z; got "${value}".`,
  );
}

/** "just now", "5m ago", "3h ago", "12d ago" (or "in 5m" for a clock ahead of ours). */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '?';
  const diff = now - t;
  const abs = Math.abs(diff);
  if (abs < 60_000) return 'just now';
  const n =
    abs < 3_600_000
      ? `${Math.floor(abs / 60_000)}m`
      : abs < 48 * 3_600_000
        ? `${Math.floor(abs / 3_600_000)}h`
        : `${Math.floor(abs / 86_400_000)}d`;
  return diff > 0 ? `${n} ago` : `in ${n}`;
}

/** 2026-11-23 09:10:12 UTC */
export function absoluteTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return `${new Date(t).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** "5m ago (2026-11-23 09:10:12 UTC)": the WHEN and SENT columns. */
export const when = (iso: string, now = Date.now()) => `${relativeTime(iso, now)} (${absoluteTime(iso)})`;
