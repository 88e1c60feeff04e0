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

/**
 * Inside an item's own history (a drawer's History), the item it is about, unnamed (design round 12): a member's
 * "this member", a company's owner "the owner". The sentences that name the target with a noun before it ("the
 * administrator {{target}}") have their own wording.
 */
export type HistorySelf = { kind: 'member' | 'owner'; targetType: 'member'; targetId: string };
const NOUN_BEFORE = ['admin_disabled', 'admin_enabled', 'member_blocked'];
const SELF_SENTENCES: Record<HistorySelf['kind'], Set<string>> = {
  member: new Set(NOUN_BEFORE),
  // Italian joins "di"/"a" with the article ("del titolare", "al titolare"): every sentence with one is its own.
  owner: new Set([
    ...NOUN_BEFORE,
    'session_revoked',
    'session_revoked_named',
    'session_revoked_others',
    'admin_granted',
    'admin_revoked',
    'owner_granted',
    'owner_revoked',
  ]),
};

/** One audit event as a sentence of the page's language: "Ada Rossi disabled Marco Bianchi". */
export function activitySentence(e: SentenceEvent, t: Translate, self?: HistorySelf): string {
  const key = sentenceKey(e);
  if (self && e.target.type === self.targetType && e.target.id === self.targetId) {
    const params = sentenceParams(e, t, t(`activity.self.${self.kind}.target`));
    return SELF_SENTENCES[self.kind].has(key)
      ? t(`activity.self.${self.kind}.sentence.${key}`, params)
      : t(`activity.sentence.${key}`, params);
  }
  return t(`activity.sentence.${key}`, sentenceParams(e, t, e.target.label ?? t('activity.unknownTarget')));
}

const MARK = '\u0000target\u0000';
const ACTOR = '\u0000actor\u0000';

/** A piece of a sentence: plain text, or the actor's or the target's name (which a panel may mark up). */
export type SentencePiece = { kind: 'text' | 'actor' | 'target'; text: string };

/**
 * The sentence cut around its actor and its target, so the target can be a link and either followed by what tells
 * two members of one name apart (design round 12). A sentence without an actor or target has no such piece.
 */
export function activitySentencePieces(e: SentenceEvent, t: Translate): SentencePiece[] {
  const params = { ...sentenceParams(e, t, MARK), actor: ACTOR };
  const sentence = t(`activity.sentence.${sentenceKey(e)}`, params);
  return markPieces(sentence, e.actor.name ?? t('activity.someone'), e.target.label ?? t('activity.unknownTarget'));
}

/** `text` cut at the actor's and the target's marks (`actor`, `target`: what they stand for). */
export function markPieces(text: string, actor: string, target: string): SentencePiece[] {
  return text
    .split(/(\u0000actor\u0000|\u0000target\u0000)/)
    .filter((x) => x !== '')
    .map((x): SentencePiece =>
      x === ACTOR ? { kind: 'actor', text: actor } : x === MARK ? { kind: 'target', text: target } : { kind: 'text', text: x },
    );
}

/** The mark a sentence's params give for its actor, to be cut by `markPieces`. */
export const ACTOR_MARK = ACTOR;

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
