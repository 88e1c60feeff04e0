export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * At most `max` (5) page numbers windowed around the current page, with an ellipsis marker
 * where pages are skipped (spec section 2, customers).
 */
export function pageWindow(page: number, pageCount: number, max = 5): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const size = Math.min(max, pageCount);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(pageCount, start + size - 1);
  start = Math.max(1, end - size + 1);
  const items: PageItem[] = [];
  if (start > 1) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount) items.push('ellipsis-end');
  return items;
}

/** 1-based from/to of the summary line; 0/0 when there is nothing. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
