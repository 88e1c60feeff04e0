import * as z from 'zod';
import { id, multiLine, singleLine } from './common.js';
import { NOTIFICATION_COUNTRIES } from './countries.js';
import { NOTIFICATION_TARGETS, NOTIFICATION_TYPES } from './constants.js';
export { NOTIFICATION_TARGETS, NOTIFICATION_TYPES, type NotificationTarget, type NotificationCountry } from './constants.js';


export const notificationPayload = z
  .object({
    title: singleLine(z.string().trim().min(1, 'title is required').max(200, 'title is at most 200 characters')),
    message: multiLine(z.string().trim().min(1, 'message is required').max(2000, 'message is at most 2000 characters')),
    type: z.enum(NOTIFICATION_TYPES, { error: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` }),
    target: z.enum(NOTIFICATION_TARGETS, { error: `target must be one of ${NOTIFICATION_TARGETS.join(', ')}` }),
    memberId: id.optional().nullable(),
    targetCountry: z
      .enum(NOTIFICATION_COUNTRIES, { error: `targetCountry must be one of ${NOTIFICATION_COUNTRIES.join(', ')}` })
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.target === 'SINGLE' && v.memberId == null)
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'memberId is required for the SINGLE target' });
    if (v.target !== 'SINGLE' && v.memberId != null)
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'memberId is only for the SINGLE target' });
  });
export type NotificationPayload = z.infer<typeof notificationPayload>;

/** GET /notifications/audience: who a bulk send would reach (not SINGLE: that is one chosen member). */
export const audienceQuery = z.object({
  target: z.enum(['ALL', 'MEMBERS', 'COMPANIES'] as const, { error: 'target must be one of ALL, MEMBERS, COMPANIES' }),
  targetCountry: z
    .enum(NOTIFICATION_COUNTRIES, { error: `targetCountry must be one of ${NOTIFICATION_COUNTRIES.join(', ')}` })
    .optional(),
});
export type AudienceQuery = z.infer<typeof audienceQuery>;

export const sendBulkAnswer = z.object({ count: z.number().int().nonnegative() });
export type SendBulkAnswer = z.infer<typeof sendBulkAnswer>;

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
  recipients: z.number().int().nonnegative(),
  author: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  sentAt: z.string(),
});
export type SentNotification = z.infer<typeof sentNotification>;
