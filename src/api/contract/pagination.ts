import * as z from 'zod';
import { sortDirection } from './common.js';
import { MAX_LIMIT } from './constants.js';

const pagination = z.object({
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
  pageCount: z.number().int().nonnegative(),
  dataCount: z.number().int().nonnegative(),
});
export type Pagination = z.infer<typeof pagination>;

/** The `data` of a paginated answer: rows plus the pagination block. */
export const paginated = <T extends z.ZodTypeAny>(row: T) => z.object({ data: z.array(row), pagination });

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
  /** Lists with keyset pagination (members): pass back as `cursor` for the next rows; null after the last. */
  nextCursor?: string | null;
}

/** page and limit as the server reads them: page >= 1, limit clamped to 1..100. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .transform((n) => Math.min(Math.max(n, 1), MAX_LIMIT))
    .default(10),
  orderDirection: sortDirection.default('asc'),
});
