import type { Company } from '../../api/contract/company.js';
import { fetchAllPages, type FetchPage } from '../../lists/fetch-all.js';
import { useAppLink } from '../../connected/link.js';
import { useMemberBulk } from '../../connected/use-member-bulk.js';
import type { SelectionState } from '../../ui/list/use-selection.js';

/**
 * Bulk enable/disable of the owners of the selected (or every matching) company, one call per owner. `notify`
 * opens the notifications composer with the companies as the recipients (`/notifications?to=c3,c4`: each reaches
 * its owner, an owner of several once).
 */
export function useBusinessBulk(selection: SelectionState<Company>, fetchPage: FetchPage<Company>) {
  const appLink = useAppLink();
  const bulk = useMemberBulk(selection, fetchPage, (rows) => {
    const owners = new Map<number, string>();
    for (const c of rows) if (!owners.has(c.member.id)) owners.set(c.member.id, `${c.name} (@${c.member.username ?? ''})`);
    return [...owners].map(([id, label]) => ({ id, label }));
  });
  const notify = async () => {
    const rows = selection.allMatching ? await fetchAllPages(fetchPage) : [...selection.picked.values()];
    appLink(`/notifications?to=${rows.map((c) => `c${c.id}`).join(',')}`).follow();
  };
  return { ...bulk, notify: () => void notify() };
}
