import type { NotificationPayload, SentNotification } from '../../api/contract/notification.js';
import { NOTIFICATION_COUNTRIES, type NotificationCountry, type NotificationTarget } from '../../api/contract/constants.js';

export interface ComposerState {
  title: string;
  message: string;
  target: NotificationTarget;
  memberId: number | null;
  country: NotificationCountry | null;
}

export const INITIAL_COMPOSER: ComposerState = { title: '', message: '', target: 'ALL', memberId: null, country: null };

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
  };
}

/** Choosing SINGLE clears the country; any other target clears the chosen user (spec section 4). */
export function withTarget(s: ComposerState, target: NotificationTarget): ComposerState {
  return target === 'SINGLE' ? { ...s, target, country: null } : { ...s, target, memberId: null };
}

/** Send is blocked while sending and when SINGLE has no user. */
export const canSend = (s: ComposerState, sending: boolean) => !sending && !(s.target === 'SINGLE' && s.memberId == null);

/** The composer's own checks before any confirmation or call: title and message are required (blank counts as empty). */
export const REQUIRED_TEXTS = { title: 'notifications.form.titleRequired', message: 'notifications.form.messageRequired' } as const;

/**
 * What is wrong with the composer before it may be confirmed or sent: `[field, i18n key of the
 * text]` in the order of the form (the first gets the focus); empty when it may go on. The server
 * checks again (length, control characters...) and its refusals still go next to the field.
 */
export function composerProblems(s: ComposerState): [ComposerField, string][] {
  const out: [ComposerField, string][] = [];
  if (!s.title.trim()) out.push(['title', REQUIRED_TEXTS.title]);
  if (!s.message.trim()) out.push(['message', REQUIRED_TEXTS.message]);
  return out;
}

/** The payload; type is always SYSTEM. */
export function payloadOf(s: ComposerState): NotificationPayload {
  return {
    title: s.title.trim(),
    message: s.message.trim(),
    type: 'SYSTEM',
    target: s.target,
    ...(s.target === 'SINGLE' ? { memberId: s.memberId } : {}),
    ...(s.target !== 'SINGLE' && s.country ? { targetCountry: s.country } : {}),
  };
}

/** Fields of the composer that show a server error. */
export type ComposerField = 'title' | 'message' | 'recipient' | 'country';

/** The composer field a server error is about: its `field`, or the code of a refused recipient. */
export function composerFieldOf(field: string, code: string | undefined): ComposerField | null {
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
  return out;
}
