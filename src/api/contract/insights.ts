import * as z from 'zod';

const count = z.number().int().nonnegative().catch(0).default(0);
/** Totals of the dashboard; each defaults to 0 when missing (spec section 3). */
export const insights = z.object({ companies: count, users: count, products: count });
export type Insights = z.infer<typeof insights>;

/** Ranges of the dashboard's trends (issue 16): days for 7d and 30d, weeks (Monday first) for 90d and 12m. */
const TREND_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type TrendRange = (typeof TREND_RANGES)[number];
export type TrendMetric = 'companies' | 'products' | 'members' | 'activeMembers';

/** GET /insights/trends query: the range, and the admin's IANA time zone (buckets start at its midnights). */
export const trendsQuery = z.object({
  range: z.enum(TREND_RANGES, { error: `range must be one of ${TREND_RANGES.join(', ')}` }).default('30d'),
  tz: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'tz must be an IANA time zone such as Europe/Rome')
    .default('UTC'),
});
export type TrendsQuery = z.infer<typeof trendsQuery>;

/** One bucket: its first day (YYYY-MM-DD in the time zone) and what happened in it. */
const trendPoint = z.object({
  date: z.string(),
  /** New companies, new products, new members, and members who signed in or were seen in the bucket. */
  companies: z.number().int().nonnegative(),
  products: z.number().int().nonnegative(),
  members: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
});

/** A metric over the range and over the range before it (the change the card shows). */
const trendTotal = z.object({ current: z.number().int().nonnegative(), previous: z.number().int().nonnegative() });
export type TrendTotal = z.infer<typeof trendTotal>;

/**
 * GET /insights/trends answer: buckets oldest first, every bucket present (an empty one is zeros); totals of
 * the range beside the previous range (active members: distinct members in the range, not a sum of buckets);
 * and two counts of now: accounts waiting for activation and disabled accounts. Soft-deleted products are
 * not counted.
 */
export const trends = z.object({
  range: z.enum(TREND_RANGES),
  tz: z.string(),
  bucket: z.enum(['day', 'week']),
  from: z.string(),
  to: z.string(),
  points: z.array(trendPoint),
  totals: z.object({ companies: trendTotal, products: trendTotal, members: trendTotal, activeMembers: trendTotal }),
  pendingActivations: z.number().int().nonnegative(),
  disabledAccounts: z.number().int().nonnegative(),
});
export type Trends = z.infer<typeof trends>;

/** GET /search query (issue 16): what was typed (2 to 100 characters) and how many of each kind (default 5, at most 20). */
export const searchQuery = z.object({
  q: z.string().trim().min(2, 'q needs at least 2 characters').max(100, 'q is at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * GET /search answer: members (by name, username or e-mail), companies (by name or VAT) and products (by name),
 * best first in each group: an exact e-mail or VAT first, then prefixes, then similarity.
 */
export const searchResults = z.object({
  members: z.array(
    z.object({ id: z.number().int(), name: z.string(), username: z.string().nullable(), email: z.string(), enabled: z.boolean() }),
  ),
  companies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      vat: z.string().nullable(),
      country: z.string().nullable(),
      memberId: z.number().int(),
    }),
  ),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), companyId: z.number().int(), companyName: z.string() })),
});
export type SearchResults = z.infer<typeof searchResults>;
