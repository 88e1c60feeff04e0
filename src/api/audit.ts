import type { ApiClient, RequestExtras } from './client.js';
import type { AuditPage, AuditQuery, DeletedItem } from './contract/audit.js';
import type { Category } from './contract/category.js';
import type { SentNotification } from './contract/notification.js';
import { cleanQuery } from './query.js';

export type AuditFilters = Partial<Omit<AuditQuery, 'limit'>> & { limit?: number };

/** GET /audit: one page, newest first; pass the previous page's nextCursor as `cursor`. */
export const listAudit = (c: ApiClient, f: AuditFilters = {}, extras?: RequestExtras) =>
  c.get<AuditPage>('audit', cleanQuery({ ...f }), extras);

/** Every page of the trail, following the cursor; stops when the signal aborts. */
export async function* eachAuditPage(
  c: ApiClient,
  f: Omit<AuditFilters, 'cursor'> = {},
  opts: { signal?: AbortSignal } = {},
): AsyncGenerator<AuditPage> {
  let cursor: string | null | undefined = undefined;
  do {
    opts.signal?.throwIfAborted();
    const page: AuditPage = await listAudit(c, { ...f, ...(cursor ? { cursor } : {}) }, opts.signal ? { signal: opts.signal } : undefined);
    yield page;
    cursor = page.nextCursor;
  } while (cursor);
}

/** GET /recently-deleted: products and categories that can still be restored. */
export const listRecentlyDeleted = (
  c: ApiClient,
  f: { type?: 'product' | 'category'; companyId?: number; page?: number; limit?: number } = {},
  extras?: RequestExtras,
) => c.getPaginated<DeletedItem>('recently-deleted', cleanQuery({ ...f }), extras);

export const restoreProduct = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<{ id: number; restored: true }>(`products/${encodeURIComponent(String(id))}/restore`, undefined, extras);

export const restoreCategory = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<Category>(`categories/${encodeURIComponent(String(id))}/restore`, undefined, extras);

/** GET /notifications: the history of sends, newest first. */
export const listSentNotifications = (c: ApiClient, f: { page?: number; limit?: number } = {}, extras?: RequestExtras) =>
  c.getPaginated<SentNotification>('notifications', cleanQuery({ ...f }), extras);

export const getSentNotification = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.get<SentNotification>(`notifications/${encodeURIComponent(String(id))}`, undefined, extras);
