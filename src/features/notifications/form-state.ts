import { atom } from 'jotai';
import type { NotificationPayload, SentNotification } from '../../api/contract/notification.js';
import { NOTIFICATION_COUNTRIES, type NotificationCountry, type NotificationTarget } from '../../api/contract/constants.js';
import { isoWithOffset, sendAtKey } from './schedule.js';

/** One chosen recipient of a LIST send: a member, or a company (reached through its owner). */
export interface ListRecipient {
  kind: 'member' | 'company';
  id: number;
  /** The name shown on its chip; absent when it came by id (a URL, a draft): read from the server then. */
  label?: string | undefined;
}

/** `m12`, `c3`: a chosen recipient in a URL (`?to=m12,c3`) and as an option's value. */
export const recipientKey = (r: Pick<ListRecipient, 'kind' | 'id'>) => `${r.kind === 'member' ? 'm' : 'c'}${r.id}`;

/** The recipients of `?to=m12,m13,c3`, each once, in order; anything else in it is left out. */
export function recipientsOf(to: string): ListRecipient[] {
  const out: ListRecipient[] = [];
  for (const part of to.split(',')) {
    const m = /^([mc])([1-9]\d{0,9})$/.exec(part.trim());
    if (!m) continue;
    const r: ListRecipient = { kind: m[1] === 'm' ? 'member' : 'company', id: Number(m[2]) };
    if (!out.some((x) => recipientKey(x) === recipientKey(r))) out.push(r);
  }
  return out;
}

export interface ComposerState {
  title: string;
  message: string;
  target: NotificationTarget;
  memberId: number | null;
  /** LIST: the members and companies chosen (issue 4 of the UX audit). */
  list: ListRecipient[];
  country: NotificationCountry | null;
  /** Send now, or schedule at `sendAt` (issue 15). */
  when: 'now' | 'later';
  /** The schedule's `datetime-local` value, in the admin's time zone ('' until chosen); kept when "now" is chosen again. */
  sendAt: string;
}

export const INITIAL_COMPOSER: ComposerState = {
  title: '',
  message: '',
  target: 'ALL',
  memberId: null,
  list: [],
  country: null,
  when: 'now',
  sendAt: '',
};

/**
 * The composer's draft, in the page's store (WCAG 3.3.7): it outlives a remount of the screen (an error
 * boundary's "Try again", leaving the screen and coming back), so what the admin typed is never lost. A sent
 * notification's "Send new" empties it.
 */
export const composerDraftAtom = atom<ComposerState>(INITIAL_COMPOSER);

const isCountry = (v: string | null): v is NotificationCountry => (NOTIFICATION_COUNTRIES as readonly (string | null)[]).includes(v);

/**
 * "Use as draft" of a sent notification: its title, message, target, country (not for SINGLE) and member (SINGLE
 * only), under the same rules as the form. The type is not kept: the composer sends SYSTEM.
 */
export function draftOf(n: SentNotification): ComposerState {
  const single = n.target === 'SINGLE';
  const listed = n.target === 'LIST';
  return {
    title: n.title,
    message: n.message,
    target: n.target,
    memberId: single ? (n.member?.id ?? null) : null,
    list: [
      ...(n.list?.memberIds ?? []).map((id) => ({ kind: 'member' as const, id })),
      ...(n.list?.companyIds ?? []).map((id) => ({ kind: 'company' as const, id })),
    ],
    country: !single && !listed && isCountry(n.targetCountry) ? n.targetCountry : null,
    when: 'now',
    sendAt: '',
  };
}

/**
 * Choosing SINGLE clears the country; any other target clears the chosen user (spec section 4); LIST has no
 * country either. The chosen list stays while another target is tried (it is sent with LIST only).
 */
export function withTarget(s: ComposerState, target: NotificationTarget): ComposerState {
  if (target === 'SINGLE') return { ...s, target, country: null };
  return target === 'LIST' ? { ...s, target, memberId: null, country: null } : { ...s, target, memberId: null };
}

/** "Send another": the text of what was just sent stays as the draft; recipients and time are chosen again. */
export const anotherOf = (s: ComposerState): ComposerState => ({ ...INITIAL_COMPOSER, title: s.title, message: s.message });

/**
 * Send goes on unless something is being sent. SINGLE without a user is blocked by `composerProblems` on submit (said
 * next to the user picker), not by a disabled button that says nothing (WCAG 3.3.2).
 */
export const canSend = (_s: ComposerState, sending: boolean) => !sending;

/** The composer's own checks before any confirmation or call: title and message are required (blank counts as empty). */
export const REQUIRED_TEXTS = {
  title: 'notifications.form.titleRequired',
  message: 'notifications.form.messageRequired',
  recipient: 'notifications.form.userRequired',
  list: 'notifications.form.listRequired',
} as const;

/**
 * What is wrong with the composer before it may be confirmed or sent: `[field, i18n key of the
 * text]` in the order of the form (the first gets the focus); empty when it may go on. The server
 * checks again (length, control characters...) and its refusals still go next to the field.
 */
export function composerProblems(s: ComposerState, now = Date.now()): [ComposerField, string][] {
  const out: [ComposerField, string][] = [];
  if (!s.title.trim()) out.push(['title', REQUIRED_TEXTS.title]);
  if (!s.message.trim()) out.push(['message', REQUIRED_TEXTS.message]);
  if (s.target === 'SINGLE' && s.memberId == null) out.push(['recipient', REQUIRED_TEXTS.recipient]);
  if (s.target === 'LIST' && !s.list.length) out.push(['recipient', REQUIRED_TEXTS.list]);
  const when = s.when === 'later' ? sendAtKey(s.sendAt, now) : null;
  if (when) out.push(['sendAt', when]);
  return out;
}

/** The ids of a LIST send, by kind. */
export const listIdsOf = (list: readonly ListRecipient[]) => ({
  memberIds: list.filter((r) => r.kind === 'member').map((r) => r.id),
  companyIds: list.filter((r) => r.kind === 'company').map((r) => r.id),
});

/** The payload; type is always SYSTEM; `sendAt` (ISO with the local offset) when scheduled. */
export function payloadOf(s: ComposerState): NotificationPayload {
  const sendAt = s.when === 'later' ? isoWithOffset(s.sendAt) : null;
  return {
    title: s.title.trim(),
    message: s.message.trim(),
    type: 'SYSTEM',
    target: s.target,
    ...(s.target === 'SINGLE' ? { memberId: s.memberId } : {}),
    ...(s.target === 'LIST' ? listIdsOf(s.list) : {}),
    ...(s.target !== 'SINGLE' && s.target !== 'LIST' && s.country ? { targetCountry: s.country } : {}),
    ...(sendAt ? { sendAt } : {}),
  };
}

/**
 * The payload of "Send a test to me": the title and message, now (never scheduled). The target is kept for the
 * record; SINGLE without a chosen user (the test needs none: it goes to the admin) is sent as ALL.
 */
export function testPayloadOf(s: ComposerState): NotificationPayload {
  const target = (s.target === 'SINGLE' && s.memberId == null) || (s.target === 'LIST' && !s.list.length) ? 'ALL' : s.target;
  return payloadOf({ ...s, target, when: 'now' });
}

/** A test may be sent once there is a title and a message, and nothing is being sent. */
export const canSendTest = (s: ComposerState, busy: boolean) => !busy && !!s.title.trim() && !!s.message.trim();

/** Fields of the composer that show a server error. */
export type ComposerField = 'title' | 'message' | 'recipient' | 'country' | 'sendAt';

/** The composer field a server error is about: its `field`, or the code of a refused recipient or time. */
export function composerFieldOf(field: string, code: string | undefined): ComposerField | null {
  if (field === 'sendAt' || code === 'send_at_invalid') return 'sendAt';
  if (field === 'memberId' || code === 'recipient_disabled') return 'recipient';
  if (field === 'memberIds' || field === 'companyIds' || (code && code.startsWith('recipients_')) || code === 'too_many_recipients')
    return 'recipient';
  if (field === 'targetCountry') return 'country';
  return field === 'title' || field === 'message' ? field : null;
}

/** The fields whose error an edit makes stale (the user changed what the server refused). */
export function fieldsTouchedBy(p: Partial<ComposerState>): ComposerField[] {
  const out: ComposerField[] = [];
  if ('title' in p) out.push('title');
  if ('message' in p) out.push('message');
  if ('memberId' in p || 'list' in p || 'target' in p) out.push('recipient');
  if ('country' in p || 'target' in p) out.push('country');
  if ('sendAt' in p || 'when' in p) out.push('sendAt');
  return out;
}
