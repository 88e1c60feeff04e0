import { MAX_SCHEDULE_DAYS, sendAtProblem } from '../../api/contract/notification.js';
import { usageError, type Io } from './io.js';
import { relativeTime } from './time.js';

/**
 * `notify send --at`: when a send is due, as operators type it. Wall-clock times without an offset are read
 * in the operator's time zone: the TZ environment variable when it names one (an IANA name such as
 * Europe/Rome, also with POSIX's leading colon), else the machine's zone.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Whether Intl knows the zone (IANA names, UTC, Etc/GMT+1...). */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The machine's zone as the runtime reports it (UTC when it cannot say). */
const systemZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The operator's zone: TZ when set and known, else the machine's. `invalid` is a TZ that names no zone Intl knows. */
export function operatorZone(env: Io['env']): { zone: string; invalid?: string } {
  const tz = env.TZ?.trim().replace(/^:/, '');
  if (!tz) return { zone: systemZone() };
  return knownZone(tz) ? { zone: tz } : { zone: systemZone(), invalid: env.TZ! };
}

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallOf(t: number, zone: string): Wall {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value])) as Record<string, string>;
  return {
    y: Number(p.year),
    mo: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour) % 24,
    mi: Number(p.minute),
    s: Number(p.second),
    ms: ((t % 1000) + 1000) % 1000,
  };
}

const utcOf = (w: Wall) => Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s, w.ms);

/** The zone's offset from UTC at instant t, in ms (east positive). */
export const offsetAt = (t: number, zone: string) => Math.round((utcOf(wallOf(t, zone)) - t) / MINUTE) * MINUTE;

/**
 * The instant of a wall-clock time in a zone. In a gap (clocks moved forward) there is none: null. In an
 * overlap (clocks moved back) the earlier of the two is taken, as most calendars do.
 */
export function instantOf(w: Wall, zone: string): number | null {
  const guess = utcOf(w);
  const candidates = new Set([offsetAt(guess - DAY, zone), offsetAt(guess, zone), offsetAt(guess + DAY, zone)]);
  const valid = [...candidates].map((o) => guess - o).filter((t) => offsetAt(t, zone) === guess - t);
  return valid.length ? Math.min(...valid) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "+01:00", "-05:30", "+00:00". */
const offsetText = (ms: number) => {
  const m = Math.round(Math.abs(ms) / MINUTE);
  return `${ms < 0 ? '-' : '+'}${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/** "2026-12-01 09:00 Europe/Rome" (seconds when there are any): an instant as the operator's clock shows it. */
export function localTime(iso: string | number, env: Io['env']): string {
  const t = typeof iso === 'number' ? iso : Date.parse(iso);
  if (Number.isNaN(t)) return String(iso);
  const { zone } = operatorZone(env);
  const w = wallOf(t, zone);
  const secs = w.s || w.ms ? `:${pad(w.s)}` : '';
  return `${w.y}-${pad(w.mo)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}${secs} ${zone}`;
}

/**
 * "in 3d", "in 5h", "in 20m" (or "2m ago"): how far a due time is, rounded to the nearest unit, so that a send
 * scheduled --at +3d reads "in 3d" a moment later (time.ts's relativeTime counts whole units gone by).
 */
export function fromNow(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '?';
  const diff = t - now;
  const abs = Math.abs(diff);
  if (abs < 30_000) return relativeTime(iso, now);
  const minutes = Math.round(abs / MINUTE);
  const hours = Math.round(abs / (60 * MINUTE));
  const n = minutes < 60 ? `${minutes}m` : hours < 48 ? `${hours}h` : `${Math.round(abs / DAY)}d`;
  return diff > 0 ? `in ${n}` : `${n} ago`;
}

/** "2026-12-01 09:00 Europe/Rome (2026-12-01T08:00:00.000Z, in 5d)": local time, then ISO, then how far. */
export const scheduleText = (iso: string, env: Io['env'], now = Date.now()) =>
  `${localTime(iso, env)} (${new Date(Date.parse(iso)).toISOString()}, ${fromNow(iso, now)})`;

/** Tomorrow at 09:00 on the operator's clock, as `--at` takes it: the example of the messages. */
export function exampleAt(env: Io['env'], now = Date.now()): string {
  const w = wallOf(now + DAY, operatorZone(env).zone);
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T09:00`;
}

const UNITS: Record<string, number> = {
  m: MINUTE,
  min: MINUTE,
  mins: MINUTE,
  minute: MINUTE,
  minutes: MINUTE,
  h: 60 * MINUTE,
  hour: 60 * MINUTE,
  hours: 60 * MINUTE,
  d: DAY,
  day: DAY,
  days: DAY,
  w: 7 * DAY,
  week: 7 * DAY,
  weeks: 7 * DAY,
};

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export interface ParsedAt {
  /** The instant for the API (UTC, ms precision). */
  iso: string;
  /** What the operator typed. */
  given: string;
}

/**
 * Reads `--at`: a local date and time (`2026-12-01T09:00`, seconds optional; the operator's zone), an ISO
 * date-time with its offset (`2026-12-01T09:00:00+01:00`, `...Z`), or a time from now (`+90m`, `+2h`, `+3d`,
 * `in 2 hours`). Then checks it with the API's own rule (`sendAtProblem`: in the future, at most
 * MAX_SCHEDULE_DAYS ahead). Anything else is a usage error (exit 2) that shows what to pass.
 */
export function parseAt(value: string, env: Io['env'], now = Date.now()): ParsedAt {
  const v = value.trim();
  const example = exampleAt(env, now);
  const { zone, invalid } = operatorZone(env);
  const exampleOffset = offsetText(offsetAt(now + DAY, zone));
  const accepted =
    `Pass a date and time on your clock (${zone}) such as --at ${example}, one with its offset such as --at ${example}:00${exampleOffset}, ` +
    'or a time from now such as --at +2h or --at +3d';
  let t: number | null = null;
  const rel = /^(?:\+|in\s+)\s*(\d{1,6})\s*([a-z]+)$/i.exec(v);
  const wall = WALL.exec(v);
  if (rel && UNITS[rel[2]!.toLowerCase()] !== undefined)
    t = Math.floor((now + Number(rel[1]) * UNITS[rel[2]!.toLowerCase()]!) / 1000) * 1000;
  else if (wall) {
    const [y, mo, d, h, mi, s] = wall.slice(1, 7).map((x) => Number(x ?? 0)) as [number, number, number, number, number, number];
    const ms = Number(((wall[7] ?? '') + '000').slice(0, 3));
    const dayOk = mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
    if (!dayOk || h > 23 || mi > 59 || s > 59) throw usageError(`--at "${value}" is not a date and time that exists. ${accepted}.`);
    const w = { y, mo, d, h, mi, s, ms };
    const off = wall[8];
    if (off) {
      const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(off);
      const minutes = m ? (Number(m[2]) * 60 + Number(m[3] ?? 0)) * (m[1] === '-' ? -1 : 1) : 0;
      if (m && (Number(m[2]) > 23 || Number(m[3] ?? 0) > 59))
        throw usageError(`--at "${value}" has an offset that does not exist. ${accepted}.`);
      t = utcOf(w) - minutes * MINUTE;
    } else {
      if (invalid !== undefined)
        throw usageError(
          `--at "${value}" has no offset, and TZ="${invalid}" names no time zone this CLI knows (an IANA name such as Europe/Rome is needed). Give the offset, e.g. --at ${v}:00+01:00 or ${v}:00Z, or set TZ to an IANA zone name.`,
        );
      t = instantOf(w, zone);
      if (t === null)
        throw usageError(
          `--at "${value}" does not exist in ${zone}: the clocks skip that hour. Pass a time outside the change, or give the offset (e.g. --at ${v}:00${offsetText(offsetAt(utcOf(w) - DAY, zone))}).`,
        );
    }
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    throw usageError(`--at "${value}" needs a time of day too, e.g. --at ${v}T09:00 (on your clock, ${zone}).`);
  }
  if (t === null || Number.isNaN(t)) throw usageError(`--at must say when to send; got "${value}". ${accepted}.`);
  const iso = new Date(t).toISOString();
  const problem = sendAtProblem(iso, now);
  if (problem) {
    const shown = `${localTime(t, env)} (${iso})`;
    if (t <= now)
      throw usageError(
        `--at "${value}" is ${shown}, which has passed: a send can only be scheduled in the future, e.g. --at ${example} or --at +2h.`,
      );
    if (t > now + MAX_SCHEDULE_DAYS * DAY)
      throw usageError(
        `--at "${value}" is ${shown}, more than ${MAX_SCHEDULE_DAYS} days ahead: the latest is ${localTime(now + MAX_SCHEDULE_DAYS * DAY, env)}. Pass an earlier time, e.g. --at ${example} or --at +${MAX_SCHEDULE_DAYS}d.`,
      );
    throw usageError(`--at "${value}": ${problem}. ${accepted}.`);
  }
  return { iso, given: value };
}
