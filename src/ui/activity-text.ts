/** The activity sentences (issue 13), shared by the activity panel and the dashboard's recent activity (issue 16). */
import type { AuditEvent } from '../api/contract/audit.js';
import type { AuditAction } from '../api/contract/constants.js';
import type { Translate } from '../i18n/index.js';
import { summariseAgent } from '../shared/user-agent.js';

/** The dictionary key of an action (`member.disabled` → `member_disabled`: a dot would nest the key). */
export const actionKey = (action: AuditAction): string => action.replace('.', '_');

type SentenceEvent = Pick<AuditEvent, 'action' | 'actor' | 'target'> & { changes?: AuditEvent['changes'] };

/**
 * The dictionary key of an event's sentence: its action's, except a send with a time (`sendAt`), which was
 * scheduled, not sent ("scheduled the notification").
 */
export const sentenceKey = (e: SentenceEvent): string => {
  if (e.action === 'notification.sent' && e.changes?.['sendAt']?.to) return 'notification_scheduled';
  // Issue 39, item 1: the session and the API token are named when the event recorded them.
  // Round 5: one's own session is "their session", not "the session … of Ada Rossi" beside "Ada Rossi".
  const own = e.actor.id !== null && e.target.type === 'member' && e.target.id === String(e.actor.id) ? '_own' : '';
  if (e.action === 'session.revoked' && e.changes?.['client']) return `session_revoked_named${own}`;
  if (e.action === 'session.revoked' && typeof e.changes?.['revoked']?.to === 'number') return `session_revoked_others${own}`;
  if (e.action === 'session.revoked') return `session_revoked${own}`;
  if ((e.action === 'token.revoked' || e.action === 'token.created') && tokenName(e)) return `${actionKey(e.action)}_named`;
  return actionKey(e.action);
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/** The API token an event names (`changes.name`: from when revoked, to when created). */
const tokenName = (e: SentenceEvent) => text(e.changes?.['name']?.from) ?? text(e.changes?.['name']?.to);

/**
 * A signed-out session in words: its program and system ("Chrome on Linux"), else the one it names, else its
 * client's word ("CLI"), from the event's changes (issue 39, item 1).
 */
export function sessionName(changes: SentenceEvent['changes'], t: Translate): string {
  const { browser, system } = summariseAgent(text(changes?.['userAgent']?.from));
  if (browser && system) return t('activity.sessionAgent', { browser, system });
  const client = text(changes?.['client']?.from);
  return browser ?? system ?? (client ? t(`activity.clients.${client}`) : t('activity.unknownTarget'));
}

/** The params of an event's sentence: actor, target, and the session, API token or count it names. */
function sentenceParams(e: SentenceEvent, t: Translate, target: string) {
  const revoked = e.changes?.['revoked']?.to;
  return {
    actor: e.actor.name ?? t('activity.someone'),
    target,
    session: sessionName(e.changes, t),
    token: tokenName(e) ?? '',
    count: typeof revoked === 'number' ? revoked : 0,
  };
}

/** One audit event as a sentence of the page's language: "Ada Rossi disabled Marco Bianchi". */
export function activitySentence(e: SentenceEvent, t: Translate): string {
  return t(`activity.sentence.${sentenceKey(e)}`, sentenceParams(e, t, e.target.label ?? t('activity.unknownTarget')));
}

const MARK = '\u0000target\u0000';

/**
 * The sentence cut around its target, so the target's label can be a link: `[before, target, after]`
 * (`target` null when the sentence does not name it).
 */
export function activitySentenceParts(e: SentenceEvent, t: Translate): [string, string | null, string] {
  const sentence = t(`activity.sentence.${sentenceKey(e)}`, sentenceParams(e, t, MARK));
  const at = sentence.indexOf(MARK);
  if (at < 0) return [sentence, null, ''];
  return [sentence.slice(0, at), e.target.label ?? t('activity.unknownTarget'), sentence.slice(at + MARK.length)];
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

/**
 * How long ago (or in how long) `at` was, in the page's language and the largest unit that fits, every unit in full
 * (design round 9: "12 hr. ago" read like data): "2 minutes ago", "yesterday", "3 weeks ago", "last year" ("2 minuti
 * fa", "ieri", "3 settimane fa", "l'anno scorso").
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
    style: 'long',
  }).format(value, unit);
}

/** The absolute time of `at` (the tooltip of the relative one). */
/** A moment to the second, in the page's language: what tells apart two sessions begun the same minute. */
export const secondsTime = (at: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(at));

export const absoluteTime = (at: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(at));
