import { describe, expect, it } from 'vitest';
import { QueryClient } from '../../../src/state/query/core.js';
import { queryKeys } from '../../../src/state/query-keys.js';

describe('query keys', () => {
  it('each resource prefix invalidates its own lists and nothing else', async () => {
    const client = new QueryClient({ retry: () => false, retryDelay: () => 0, gcTime: 60_000 });
    const keys = [
      queryKeys.members.list({ page: 1 }),
      queryKeys.members.one(7),
      queryKeys.companies.list({ page: 2 }),
      queryKeys.companies.one(3),
      queryKeys.products.list({ companyId: 3 }),
      queryKeys.categories.tree,
      queryKeys.insights.totals,
      queryKeys.memberInfo,
    ];
    for (const k of keys) client.setQueryData(k, 1);
    await client.invalidateQueries({ queryKey: queryKeys.members.all });
    const stale = client
      .getAll()
      .filter((q) => q.state.invalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([queryKeys.members.list({ page: 1 }), queryKeys.members.one(7)]);
  });

  it('the signed-in member stays under memberInfo (spec section 7)', () => {
    expect(queryKeys.memberInfo).toEqual(['memberInfo']);
  });
});
