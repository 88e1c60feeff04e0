import type { Paginated } from '../../api/contract/pagination.js';

export type FetchPage<T> = (page: number, limit: number, signal?: AbortSignal) => Promise<Paginated<T>>;

/** Every row matching the current filter, paged through the API (limit 100), no cap; cancellable. */
export async function fetchAllPages<T>(
  fetchPage: FetchPage<T>,
  opts: { signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void; limit?: number } = {},
): Promise<T[]> {
  const all: T[] = [];
  const limit = opts.limit ?? 100;
  for (let page = 1; ; page++) {
    opts.signal?.throwIfAborted();
    const res = await fetchPage(page, limit, opts.signal);
    all.push(...res.data);
    opts.onProgress?.(all.length, res.pagination.dataCount);
    if (!res.pagination.hasNextPage || res.data.length === 0) return all;
  }
}
