import type { Paginated } from '../api/contract/pagination.js';

/** Where a page starts: a page number, or the previous page's nextCursor (keyset pagination). */
export type PagePosition = { page: number } | { cursor: string };

export type FetchPage<T> = (at: PagePosition, limit: number, signal?: AbortSignal) => Promise<Paginated<T>>;

/**
 * Every row matching the current filter, paged through the API (limit 100), no cap; cancellable.
 * Follows `nextCursor` where the list answers one (members: each page costs what page 1 costs), else
 * page numbers.
 */
export async function fetchAllPages<T>(
  fetchPage: FetchPage<T>,
  opts: { signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void; limit?: number } = {},
): Promise<T[]> {
  const all: T[] = [];
  const limit = opts.limit ?? 100;
  let at: PagePosition = { page: 1 };
  for (let page = 1; ; page++) {
    opts.signal?.throwIfAborted();
    const res = await fetchPage(at, limit, opts.signal);
    all.push(...res.data);
    opts.onProgress?.(all.length, res.pagination.dataCount);
    if (!res.pagination.hasNextPage || res.data.length === 0) return all;
    at = res.nextCursor ? { cursor: res.nextCursor } : { page: page + 1 };
  }
}
