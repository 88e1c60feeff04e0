import * as z from 'zod';
import { id } from './common.js';
import { AUDIT_ACTIONS, AUDIT_MAX_LIMIT, AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES } from './constants.js';
export type { AuditTargetType } from './constants.js';

/** One changed field: its value before and after the write (never a password, token or hash). */
const auditChange = z.object({ from: z.unknown(), to: z.unknown() });

/** One row of the append-only audit trail. */
export const auditEvent = z.object({
  /** Opaque, increasing. */
  id: z.string(),
  /** Server time, ISO 8601. */
  at: z.string(),
  /** Who did it: the member and their display name at that moment (null id for a failed sign-in). */
  actor: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    /**
     * Round 12: what tells two members of the same name apart, as they are now: their username (null: none), and
     * their e-mail only when they have no username. Absent when the member is unknown (a failed sign-in) or deleted.
     */
    username: z.string().nullable().optional(),
    email: z.string().optional(),
    /** Issue 39: the API token the member acted with, by its name then (never its value); absent for a session. */
    token: z.object({ id: z.number().int(), name: z.string().nullable() }).optional(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string().nullable(),
    /** As recorded at the time: a category's code (`wirelessMics`), a member's or a product's name. */
    label: z.string().nullable(),
    /** A member target's username and e-mail, as the actor's (`actor.username`, `actor.email`); absent for other targets. */
    username: z.string().nullable().optional(),
    email: z.string().optional(),
    /** A category's names by language code as they are now (`{ it: 'Microfoni wireless', en: 'Wireless mics' }`); absent for other targets. */
    names: z.record(z.string(), z.string()).optional(),
  }),
  /**
   * The categories the changes name by id (a category's `parentId`), their names by language code as they are
   * now (`{ "8": { it: 'Bevande', en: 'Drinks' } }`); absent when the changes name none.
   */
  categories: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  /** The fields that changed, `{ field: { from, to } }`; null when nothing is compared (a sign-in). */
  changes: z.record(z.string(), auditChange).nullable(),
  requestId: z.string().nullable(),
  /**
   * The run of a bulk action the event belongs to (the `X-Backoffice-Batch` header of its call: the panels send one
   * id for every call of a bulk enable or disable, an undo being a run of its own); absent otherwise.
   */
  batchId: z.string().optional(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'must be an ISO 8601 date or date-time');

/** GET /v1/audit: filters, newest first, keyset pagination by `cursor` (the previous page's nextCursor). */
export const auditQuery = z.object({
  actorId: id.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
  targetId: z.string().trim().min(1).max(40).optional(),
  /** A company's history: its owner's events and its products' (deleted, restored). */
  companyId: id.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce
    .number()
    .int()
    .transform((n) => Math.min(Math.max(n, 1), AUDIT_MAX_LIMIT))
    .default(AUDIT_PAGE_SIZE),
  cursor: z.string().trim().max(200).optional(),
  /**
   * `true`: leave the sign-ins (`auth.signed_in`) out, as the activity panel and the dashboard do by default (one
   * entry per sign-in floods the trail). Absent or `false`: every event. A filter of the query, so pages and
   * cursors stay right; answered from a partial index (migration 021).
   */
  excludeSignIns: z
    .union([z.boolean(), z.enum(['true', 'false'], { error: 'excludeSignIns must be true or false' }).transform((v) => v === 'true')])
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export type AuditPage = {
  data: AuditEvent[];
  nextCursor: string | null;
};

/** A soft-deleted product or category that can still be restored. */
export type DeletedItem = {
  type: 'product' | 'category';
  id: number;
  label: string;
  /** The product's company, the category's parent code. */
  context: string | null;
  /** The product's company (its products are a link away); null for a category. */
  companyId?: number | null;
  deletedAt: string;
  deletedBy: string | null;
  /** After this time the item is purged and can no longer be restored. */
  restorableUntil: string;
};

export const deletedQuery = z.object({
  type: z.enum(['product', 'category']).optional(),
  /** Only the deleted products of this company (no categories): Products' "Recently deleted" link. */
  companyId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .transform((n) => Math.min(Math.max(n, 1), 100))
    .default(20),
});
