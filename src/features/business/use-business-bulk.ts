import type { Company } from '../../api/contract/company.js';
import type { FetchPage } from '../../lists/fetch-all.js';
import { useMemberBulk } from '../../connected/use-member-bulk.js';
import type { SelectionState } from '../../ui/list/use-selection.js';

/** Bulk enable/disable of the owners of the selected (or every matching) company, one call per owner. */
export function useBusinessBulk(selection: SelectionState<Company>, fetchPage: FetchPage<Company>) {
  return useMemberBulk(selection, fetchPage, (rows) => {
    const owners = new Map<number, string>();
    for (const c of rows) if (!owners.has(c.member.id)) owners.set(c.member.id, `${c.name} (@${c.member.username ?? ''})`);
    return [...owners].map(([id, label]) => ({ id, label }));
  });
}
