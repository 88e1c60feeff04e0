import * as z from 'zod';
import { id, sortDirection } from './common.js';
import { countryCode } from './countries.js';
import { pageQuery } from './pagination.js';
import { MEMBER_SORT_KEYS, type MemberSortKey } from './constants.js';
export { MEMBER_SORT_KEYS } from './constants.js';

/** `owner`: a team owner (issue 39/38, item 2): the badge says "Team owner", as Team does. Absent from older servers. */
const role = z.object({ name: z.string(), owner: z.boolean().optional() });

export const member = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  cellphone: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable().optional(),
  province: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  zip: z.string().nullable().optional(),
  enabled: z.boolean(),
  /**
   * Never activated and not blocked (issue 39/38, item 2): the account waits for its owner to follow the
   * activation link; its badge says "Pending activation", not "Disabled". Absent from older servers.
   */
  pending: z.boolean().optional(),
  isBusiness: z.boolean().optional(),
  role: role.nullable(),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Member = z.infer<typeof member>;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** GET /members query as the server validates it. */
export const memberListQuery = pageQuery
  .extend({
    orderBy: z.enum(MEMBER_SORT_KEYS, { error: `orderBy must be one of ${MEMBER_SORT_KEYS.join(', ')}` }).default('username'),
    orderDirection: sortDirection.default('asc'),
    /** Part of the username (case- and accent-insensitive) or the beginning of the email (case-insensitive). */
    username: z.string().trim().max(100, 'username filter is too long').optional(),
    country: countryCode.optional(),
    withoutCompanies: bool.optional(),
    /** Only enabled (true) or disabled (false) members (issue 16: the dashboard's disabled accounts link here). */
    enabled: bool.optional(),
    /** Only these members (comma-separated ids, at most 100): a targeted lookup instead of paging through everyone. */
    ids: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'ids must be member ids separated by commas, e.g. 12,45')
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .refine((v) => v.length <= 100 && v.every((n) => n <= 2_147_483_647), 'ids takes at most 100 member ids')
      .optional(),
    /**
     * Keyset pagination: the `nextCursor` of the previous answer (the last row's sort key and id, opaque).
     * Page N+1 then costs what page 1 costs, and the rows of pages not read yet never shift. Not with page.
     */
    cursor: z.string().trim().max(1000).optional(),
  })
  .refine((q) => !(q.cursor && q.page > 1), { message: 'cursor replaces page: pass one or the other', path: ['cursor'] });
export type MemberListQuery = z.infer<typeof memberListQuery>;

/** What the customers screen hands to the client, before the query rules of spec section 5. */
export interface MemberFilters {
  page?: number;
  limit?: number;
  orderBy?: MemberSortKey;
  orderDirection?: 'asc' | 'desc';
  username?: string;
  /** 'all' is omitted from the query. */
  country?: string;
  /** The business toggle: off sends withoutCompanies=true. */
  isBusiness?: boolean;
  /** Only enabled (true) or disabled (false) members. */
  enabled?: boolean;
  /** Only these members (at most 100). */
  ids?: number[];
  /** The nextCursor of the previous page (keyset pagination; replaces page). */
  cursor?: string;
}

/**
 * GET /members/{id} (issue 16, the member drawer): the list's fields, plus when the account was created, when
 * it was last seen (signed in or called the API; at most once an hour) and whether it is activated.
 */
export const memberDetail = member.extend({
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  activated: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const memberIdPayload = z.object({ memberId: id });
