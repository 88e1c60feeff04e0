import { atom } from 'jotai';
import type { NotificationPayload, SentNotification } from '../../api/contract/notification.js';
import { NOTIFICATION_COUNTRIES, type NotificationCountry, type NotificationTarget } from '../../api/contract/constants.js';
import { isoWithOffset, sendAtKey } from './schedule.js';

export interface ComposerState {
  title: string;
  message: string;
  target: NotificationTarget;
  memberId: number | null;
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
  return {
    title: n.title,
    message: n.message,
    target: n.target,
    memberId: single ? (n.member?.id ?? null) : null,
    country: !single && isCountry(n.targetCountry) ? n.targetCountry : null,
    when: 'now',
    sendAt: '',
  };
}

/** Choosing SINGLE clears the country; any other target clears the chosen user (spec section 4). */
export function withTarget(s: ComposerState, target: NotificationTarget): ComposerState {
  return target === 'SINGLE' ? { ...s, target, country: null } : { ...s, target, memberId: null };
}

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
  const when = s.when === 'later' ? sendAtKey(s.sendAt, now) : null;
  if (when) out.push(['sendAt', when]);
  return out;
}

/** The payload; type is always SYSTEM; `sendAt` (ISO with the local offset) when scheduled. */
export function payloadOf(s: ComposerState): NotificationPayload {
  const sendAt = s.when === 'later' ? isoWithOffset(s.sendAt) : null;
  return {
    title: s.title.trim(),
    message: s.message.trim(),
    type: 'SYSTEM',
    target: s.target,
    ...(s.target === 'SINGLE' ? { memberId: s.memberId } : {}),
    ...(s.target !== 'SINGLE' && s.country ? { targetCountry: s.country } : {}),
    ...(sendAt ? { sendAt } : {}),
  };
}

/**
 * The payload of "Send a test to me": the title and message, now (never scheduled). The target is kept for the
 * record; SINGLE without a chosen user (the test needs none: it goes to the admin) is sent as ALL.
 */
export function testPayloadOf(s: ComposerState): NotificationPayload {
  const target = s.target === 'SINGLE' && s.memberId == null ? 'ALL' : s.target;
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
  if (field === 'targetCountry') return 'country';
  return field === 'title' || field === 'message' ? field : null;
}

/** The fields whose error an edit makes stale (the user changed what the server refused). */
export function fieldsTouchedBy(p: Partial<ComposerState>): ComposerField[] {
  const out: ComposerField[] = [];
  if ('title' in p) out.push('title');
  if ('message' in p) out.push('message');
  if ('memberId' in p || 'target' in p) out.push('recipient');
  if ('country' in p || 'target' in p) out.push('country');
  if ('sendAt' in p || 'when' in p) out.push('sendAt');
  return out;
}
