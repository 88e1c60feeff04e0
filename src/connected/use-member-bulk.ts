import { disableMember, enableMember } from '../api/members.js';
import { useT } from '../i18n/index.js';
import { useApi } from '../state/api.js';
import { translateError } from './error-handler.js';
import { useHost } from '../state/host.js';
import { queryClient } from '../state/store.js';
import type { BulkItem } from '../lists/bulk.js';
import { fetchAllPages, type FetchPage } from '../lists/fetch-all.js';
import { useBulk, type BulkAction } from '../ui/list/use-bulk.js';
import type { SelectionState } from '../ui/list/use-selection.js';
import { queryKeys } from '../state/query-keys.js';

/**
 * Bulk enable/disable of members behind the selected rows (or every row matching the filter):
 * `toItems` turns rows into members to act on (and those to skip), each call emits its member event,
 * and members and companies are refetched at the end.
 */
export function useMemberBulk<R>(
  selection: SelectionState<R>,
  fetchPage: FetchPage<R>,
  toItems: (rows: R[], action: BulkAction) => BulkItem[],
) {
  const api = useApi();
  const t = useT();
  const host = useHost();
  return useBulk({
    resolve: async (action) => toItems(selection.allMatching ? await fetchAllPages(fetchPage) : [...selection.picked.values()], action),
    act: async (id, action, batch) => {
      // One batch id for the run: the audit trail links its events (one row "disabled 3 members" to come).
      const extras = { headers: { 'X-Backoffice-Batch': batch } };
      const answer: { changed?: boolean } = await (action === 'enable' ? enableMember(api, id, extras) : disableMember(api, id, extras));
      // Already in that state (e.g. changed by someone else since the rows were read): nothing done nor recorded.
      if (answer.changed === false) return t(action === 'enable' ? 'list.bulk.alreadyEnabled' : 'list.bulk.alreadyDisabled');
      host.emit(action === 'enable' ? 'admin-member-enabled' : 'admin-member-disabled', { memberId: id });
      return undefined;
    },
    reasonOf: (e) => translateError(t, e),
    onFinished: () => {
      selection.clear();
      void queryClient.invalidateQueries({ queryKey: queryKeys.members.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies.all });
    },
  });
}
