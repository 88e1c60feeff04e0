import type { ApiClient, RequestExtras } from './client.js';
import type { Member, MemberDetail, MemberFilters } from './contract/member.js';
import type { Paginated } from './contract/pagination.js';
import { MAX_LIMIT } from './contract/constants.js';
import { memberQuery } from './query.js';

/** GET /members with the query rules of spec section 5. */
export const listMembers = (c: ApiClient, f: MemberFilters = {}, extras?: RequestExtras) =>
  c.getPaginated<Member>('members', memberQuery(f), extras);

/** GET /members/{id} (issue 16): one member with its companies, creation and last-seen times; 404 unknown. */
export const getMember = (c: ApiClient, id: number, extras?: RequestExtras) => c.get<MemberDetail>(`members/${id}`, undefined, extras);

/**
 * Every member matching the filters, page by page (limit 100) as they arrive: keyset pagination through
 * `nextCursor` where the server offers it (page 1,000 then costs what page 1 costs), else page+1 until
 * hasNextPage is false (spec section 7). The signal cancels between pages.
 */
export async function* streamMembers(
  c: ApiClient,
  f: Omit<MemberFilters, 'page' | 'limit' | 'cursor'> = { isBusiness: true },
  opts: { signal?: AbortSignal } = {},
): AsyncGenerator<Paginated<Member>> {
  const extras = opts.signal ? { signal: opts.signal } : undefined;
  const get = (at: { page: number } | { cursor: string }) => {
    const p = listMembers(c, { ...f, ...at, limit: MAX_LIMIT }, extras);
    // A consumer that stops early (| head) never awaits the page asked ahead: no unhandled rejection.
    p.catch(() => undefined);
    return { at, p };
  };
  let next = get({ page: 1 });
  for (;;) {
    opts.signal?.throwIfAborted();
    const { at, p } = next;
    const res = await p;
    const more = res.pagination.hasNextPage && res.data.length > 0;
    // The next page is asked for before this one is handed over, so the consumer's work (writing
    // 100 lines) overlaps the next round trip.
    if (more) next = get(res.nextCursor ? { cursor: res.nextCursor } : { page: ('page' in at ? at.page : 1) + 1 });
    yield res;
    if (!more) return;
  }
}

/** Every member, collected from streamMembers; `onPage` reports progress. */
export async function fetchAllMembers(
  c: ApiClient,
  f: Omit<MemberFilters, 'page' | 'limit' | 'cursor'> = { isBusiness: true },
  opts: { signal?: AbortSignal; onPage?: (loaded: number, total: number) => void } = {},
): Promise<Member[]> {
  const all: Member[] = [];
  for await (const res of streamMembers(c, f, opts.signal ? { signal: opts.signal } : {})) {
    all.push(...res.data);
    opts.onPage?.(all.length, res.pagination.dataCount);
  }
  return all;
}

/** The member after an enable or disable; `changed: false` when it already was in that state (nothing done nor audited). */
export type MemberToggled = Member & { changed?: boolean };

export const enableMember = (c: ApiClient, memberId: number, extras?: RequestExtras) =>
  c.post<MemberToggled>('members/enable-by-admin', { memberId }, extras);

export const disableMember = (c: ApiClient, memberId: number, extras?: RequestExtras) =>
  c.post<MemberToggled>('members/disable', { memberId }, extras);
