import { MAX_SCHEDULE_DAYS, sendAtProblemOf, type NotificationStatus } from '../../api/contract/constants.js';
import type { SentNotification } from '../../api/contract/notification.js';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The admin's time zone (the browser's), e.g. "Europe/Rome"; what a `datetime-local` value is read in. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A `datetime-local` value ("2026-03-01T09:00") of `d` in the local time zone, to the minute. */
export function localInputValue(d: Date): string {
  return `${String(d.getFullYear()).padStart(4, '0')}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The `min` and `max` of the schedule's input: now (to the minute) and MAX_SCHEDULE_DAYS ahead. */
export function sendAtBounds(now = Date.now()): { min: string; max: string } {
  return { min: localInputValue(new Date(now)), max: localInputValue(new Date(now + MAX_SCHEDULE_DAYS * DAY_MS)) };
}

/** What the schedule offers first: tomorrow at 09:00, local time. */
export function defaultSendAt(now = Date.now()): string {
  const d = new Date(now);
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return localInputValue(d);
}

/**
 * A `datetime-local` value as the ISO date-time with the local offset that `sendAt` takes
 * ("2026-03-01T09:00:00+01:00"); null when it is not a whole date and time. A time a daylight-saving
 * change skips is the instant the browser reads it as (an hour later).
 */
export function isoWithOffset(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  // A year typed digit by digit passes through 0002, 0020, 0202: set as it is (the Date constructor reads 0-99 as
  // 1900-1999), and any such value stays a harmless date in the past.
  const at = new Date(2000, mo - 1, d, h, mi, s);
  at.setFullYear(y);
  if (Number.isNaN(at.getTime()) || at.getMonth() !== mo - 1 || at.getFullYear() !== y) return null;
  // Whole minutes: far years carry a zone's local mean time (Rome +00:49:56, New York -04:56:02), a fraction
  // of a minute no ISO offset can say (the browser's own reading of the value is what counts).
  const offset = -Math.round(at.getTimezoneOffset());
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${localInputValue(at)}:${pad(at.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The texts (i18n keys) of what is wrong with a schedule's time: none, not a time, past, too far ahead. */
export const SEND_AT_TEXTS = {
  required: 'notifications.form.sendAtRequired',
  past: 'notifications.form.sendAtPast',
  tooFar: 'notifications.form.sendAtTooFar',
} as const;

/** The i18n key of what is wrong with the schedule's `datetime-local` value (the contract's rule), or null when it may be sent. */
export function sendAtKey(local: string, now = Date.now()): string | null {
  const iso = isoWithOffset(local);
  const problem = iso ? sendAtProblemOf(iso, now) : 'invalid';
  if (!problem) return null;
  return problem === 'invalid' ? SEND_AT_TEXTS.required : SEND_AT_TEXTS[problem];
}

/** A date and time in a sentence ("on 28 November 2026 at 09:00"), in the interface language. */
export const longWhen = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * The chosen time said in the interface language ("giovedì 27 novembre, 09:00"; the year when it is not this
 * year's), under the browser's own field, which shows the browser's locale ("11/27/2026") whatever the page's
 * language; null for a value that is no date.
 */
export function echoWhen(local: string, lang: string, now = Date.now()): string | null {
  const iso = isoWithOffset(local);
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return null;
  const year = d.getFullYear() !== new Date(now).getFullYear();
  const date = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
  }).format(d);
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(d);
  return `${date}, ${time}`;
}

/** A date and time in a table cell ("28 Nov 2026, 09:00"), in the interface language. */
export const shortWhen = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * When a scheduled send is due, under its status in the history ("27 nov, 09:00"): at most MAX_SCHEDULE_DAYS
 * ahead, so the year only when it is not this year's (the column stays narrow enough for the table at 1280 px).
 */
export function dueWhen(iso: string, lang: string, now = Date.now()): string {
  const at = new Date(iso);
  const year = at.getFullYear() !== new Date(now).getFullYear() ? ({ year: 'numeric' } as const) : {};
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', ...year, hour: 'numeric', minute: '2-digit' }).format(at);
}

/** A send going out in the background: its progress changes while it is watched. */
export const isInFlight = (status: NotificationStatus) => status === 'queued' || status === 'sending';

/** What a cancel can still stop (the server's rule: before the fan-out starts). */
export const isCancellable = (n: Pick<SentNotification, 'status'>) => n.status === 'scheduled' || n.status === 'queued';

/** How often sends in flight are read again. */
export const POLL_MS = 3000;
/** The longest wait for a scheduled send's time (a page left open for days is read again every hour). */
const MAX_WAIT_MS = 3_600_000;

/**
 * When to read sends again, in ms, or null: every POLL_MS while one is queued or sending; when a scheduled
 * one is due (shortly after its time, to see it start); never when all have ended.
 */
export function nextPollDelay(sends: readonly Pick<SentNotification, 'status' | 'sendAt'>[] | undefined, now = Date.now()): number | null {
  let delay: number | null = null;
  for (const n of sends ?? []) {
    if (isInFlight(n.status)) return POLL_MS;
    if (n.status !== 'scheduled' || !n.sendAt) continue;
    const wait = Math.min(MAX_WAIT_MS, Math.max(POLL_MS, Date.parse(n.sendAt) - now + 1000));
    delay = delay == null ? wait : Math.min(delay, wait);
  }
  return delay;
}
