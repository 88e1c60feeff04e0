/** The activity sentences (issue 13), shared by the activity panel and the dashboard's recent activity (issue 16). */
import type { AuditEvent } from '../api/contract/audit.js';
import type { AuditAction } from '../api/contract/constants.js';
import type { Translate } from '../i18n/index.js';

/** The dictionary key of an action (`member.disabled` → `member_disabled`: a dot would nest the key). */
export const actionKey = (action: AuditAction): string => action.replace('.', '_');

type SentenceEvent = Pick<AuditEvent, 'action' | 'actor' | 'target'> & { changes?: AuditEvent['changes'] };

/**
 * The dictionary key of an event's sentence: its action's, except a send with a time (`sendAt`), which was
 * scheduled, not sent ("scheduled the notification").
 */
export const sentenceKey = (e: SentenceEvent): string =>
  e.action === 'notification.sent' && e.changes?.['sendAt']?.to ? 'notification_scheduled' : actionKey(e.action);

/** One audit event as a sentence of the page's language: "Ada Rossi disabled Marco Bianchi". */
export function activitySentence(e: SentenceEvent, t: Translate): string {
  return t(`activity.sentence.${sentenceKey(e)}`, {
    actor: e.actor.name ?? t('activity.someone'),
    target: e.target.label ?? t('activity.unknownTarget'),
  });
}

const MARK = '\u0000target\u0000';

/**
 * The sentence cut around its target, so the target's label can be a link: `[before, target, after]`
 * (`target` null when the sentence does not name it).
 */
export function activitySentenceParts(e: SentenceEvent, t: Translate): [string, string | null, string] {
  const text = t(`activity.sentence.${sentenceKey(e)}`, {
    actor: e.actor.name ?? t('activity.someone'),
    target: MARK,
  });
  const at = text.indexOf(MARK);
  if (at < 0) return [text, null, ''];
  return [text.slice(0, at), e.target.label ?? t('activity.unknownTarget'), text.slice(at + MARK.length)];
}

/** Each unit and how many of it make the next one. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

/** The units said in full ("3 weeks ago", "3 settimane fa"): the short forms of the long spans read badly. */
const LONG_UNITS: ReadonlySet<Intl.RelativeTimeFormatUnit> = new Set(['day', 'week', 'month', 'year']);

/**
 * How long ago (or in how long) `at` was, in the page's language and the largest unit that fits: "2 min. ago",
 * "yesterday", "3 weeks ago", "2 months ago", "last year" ("2 min fa", "ieri", "3 settimane fa", "2 mesi fa").
 * A value is rounded before its unit is chosen, so 6.6 days reads "last week", not "7 days ago".
 */
export function relativeTime(at: string, now: number, lang: string): string {
  let value = (Date.parse(at) - now) / 1000;
  for (const [unit, size] of UNITS) {
    const whole = Math.round(value);
    if (Math.abs(whole) < size) return format(lang, whole, unit);
    value /= size;
  }
  return format(lang, Math.round(value), 'year');
}

function format(lang: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(lang, {
    numeric: 'auto',
    style: LONG_UNITS.has(unit) ? 'long' : 'short',
  }).format(value, unit);
}

/** The absolute time of `at` (the tooltip of the relative one). */
export const absoluteTime = (at: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
