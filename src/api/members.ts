import type { ApiClient, RequestExtras } from './client.js';
import type { Member, MemberFilters } from './contract/member.js';
import { MAX_LIMIT } from './contract/constants.js';
import { memberQuery } from './query.js';

/** GET /members with the query rules of spec section 5. */
export const listMembers = (c: ApiClient, f: MemberFilters = {}, extras?: RequestExtras) =>
  c.getPaginated<Member>('members', memberQuery(f), extras);

/**
 * Every member, looping limit 100 and page+1 until hasNextPage is false (spec section 7).
 * `onPage` reports progress; the signal cancels between pages.
 */
export async function fetchAllMembers(
  c: ApiClient,
  f: Omit<MemberFilters, 'page' | 'limit'> = { isBusiness: true },
  opts: { signal?: AbortSignal; onPage?: (loaded: number, total: number) => void } = {},
): Promise<Member[]> {
  const all: Member[] = [];
  for (let page = 1; ; page++) {
    opts.signal?.throwIfAborted();
    const res = await listMembers(c, { ...f, page, limit: MAX_LIMIT }, opts.signal ? { signal: opts.signal } : undefined);
    all.push(...res.data);
    opts.onPage?.(all.length, res.pagination.dataCount);
    if (!res.pagination.hasNextPage) return all;
  }
}

export const enableMember = (c: ApiClient, memberId: number, extras?: RequestExtras) =>
  c.post<Member>('members/enable-by-admin', { memberId }, extras);

export const disableMember = (c: ApiClient, memberId: number, extras?: RequestExtras) =>
  c.post<Member>('members/disable', { memberId }, extras);
