import * as z from 'zod';
import { id, multiLine, singleLine } from './common.js';
import {
  MAX_SCHEDULE_DAYS,
  NOTIFICATION_COUNTRIES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGETS,
  NOTIFICATION_TYPES,
  sendAtProblemOf,
  type NotificationStatus,
  type SendAtProblem,
} from './constants.js';
export { MAX_LIST_RECIPIENTS, MAX_SCHEDULE_DAYS } from './constants.js';

export const notificationPayload = z
  .object({
    title: singleLine(z.string().trim().min(1, 'title is required').max(200, 'title is at most 200 characters')),
    message: multiLine(z.string().trim().min(1, 'message is required').max(2000, 'message is at most 2000 characters')),
    type: z.enum(NOTIFICATION_TYPES, { error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
    target: z.enum(NOTIFICATION_TARGETS, { error: `target must be one of ${NOTIFICATION_TARGETS.join(', ')}` }),
    memberId: id.optional().nullable(),
    /** LIST: chosen members (each reached once). The route refuses an empty list, unknown ids and more than MAX_LIST_RECIPIENTS. */
    memberIds: z.array(id).max(10_000).optional(),
    /** LIST: chosen companies, reached through their owners (an owner of several, or also chosen, is reached once). */
    companyIds: z.array(id).max(10_000).optional(),
    targetCountry: z
      .enum(NOTIFICATION_COUNTRIES, { error: `targetCountry must be one of ${NOTIFICATION_COUNTRIES.join(', ')}` })
      .optional()
      .nullable(),
    /** When to send (issue 15): an ISO date-time with its offset, in the future, at most MAX_SCHEDULE_DAYS ahead; absent or null: now. */
    sendAt: z.iso
      .datetime({ offset: true, error: 'sendAt must be an ISO date-time with its offset, e.g. 2026-12-01T09:00:00+01:00' })
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'SINGLE' && v.memberId == null)
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'memberId is required for the SINGLE target' });
    if (v.target !== 'SINGLE' && v.memberId != null)
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'memberId is only for the SINGLE target' });
    if (v.target !== 'LIST' && (v.memberIds?.length || v.companyIds?.length))
      ctx.addIssue({ code: 'custom', path: ['memberIds'], message: 'memberIds and companyIds are only for the LIST target' });
  });
export type NotificationPayload = z.infer<typeof notificationPayload>;

const idList = (name: string) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,9999}$/, `${name} must be ids separated by commas`)
    .transform((s) => s.split(',').map(Number))
    .optional();

/** GET /notifications/audience: who a bulk send would reach (not SINGLE: that is one chosen member); LIST takes its ids as comma lists. */
export const audienceQuery = z.object({
  target: z.enum(['ALL', 'MEMBERS', 'COMPANIES', 'LIST'] as const, { error: 'target must be one of ALL, MEMBERS, COMPANIES, LIST' }),
  memberIds: idList('memberIds'),
  companyIds: idList('companyIds'),
  targetCountry: z.enum(NOTIFICATION_COUNTRIES, { error: `targetCountry must be one of ${NOTIFICATION_COUNTRIES.join(', ')}` }).optional(),
});
export type AudienceQuery = z.input<typeof audienceQuery>;

const SEND_AT_MESSAGES: Record<SendAtProblem, string> = {
  invalid: 'sendAt is not a date-time',
  past: 'sendAt must be in the future',
  tooFar: `sendAt must be at most ${MAX_SCHEDULE_DAYS} days ahead`,
};

/** What is wrong with a send's time (`sendAtProblemOf`), as the server's message; null when it may be sent. */
export function sendAtProblem(sendAt: string | null | undefined, now = Date.now()): string | null {
  const problem = sendAtProblemOf(sendAt, now);
  return problem ? SEND_AT_MESSAGES[problem] : null;
}

/** POST /notifications/send-bulk and /send-test: the audience counted now, and the stored send. */
export type SendBulkAnswer = {
  count: number;
  id?: number;
  status?: NotificationStatus;
};

/** One stored send-bulk (issue 13): what was sent, to whom, by whom and how many phones it reached. */
export const sentNotification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  target: z.enum(NOTIFICATION_TARGETS),
  targetCountry: z.string().nullable(),
  /** The SINGLE target's member: id and display name at send time. */
  member: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** LIST: the members and companies chosen (as sent); null for any other target. */
  list: z.object({ memberIds: z.array(z.number().int()), companyIds: z.array(z.number().int()) }).nullish(),
  /** The audience: counted when it was sent, counted again when its fan-out starts. */
  recipients: z.number().int().nonnegative(),
  author: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  /** When the admin sent (or scheduled) it. */
  sentAt: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Recipients it has reached so far. */
  delivered: z.number().int().nonnegative(),
  /** When it is due: the scheduled time, else null. */
  sendAt: z.string().nullable(),
  /** When the fan-out ended (sent, failed) or it was cancelled. */
  finishedAt: z.string().nullable(),
  /** A test send: to its author only. */
  test: z.boolean(),
});
export type SentNotification = z.infer<typeof sentNotification>;
