import { useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../api/contract/company.js';
import { disableMember, enableMember } from '../../api/members.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../state/error-handler.js';
import { useHost } from '../../state/host.js';
import { fetchAllPages, type FetchPage } from '../../ui/list/fetch-all.js';
import { useBulk, type BulkAction } from '../../ui/list/use-bulk.js';
import type { SelectionState } from '../../ui/list/use-selection.js';

/** Bulk enable/disable of the owners of the selected (or every matching) company, one call per owner. */
export function useBusinessBulk(selection: SelectionState<Company>, fetchPage: FetchPage<Company>) {
  const api = useApi();
  const t = useT();
  const host = useHost();
  const qc = useQueryClient();
  return useBulk({
    resolve: async (_action: BulkAction) => {
      const rows = selection.allMatching ? await fetchAllPages(fetchPage) : [...selection.picked.values()];
      const owners = new Map<number, string>();
      for (const c of rows) if (!owners.has(c.member.id)) owners.set(c.member.id, `${c.name} (@${c.member.username ?? ''})`);
      return [...owners].map(([id, label]) => ({ id, label }));
    },
    act: async (id, action) => {
      await (action === 'enable' ? enableMember(api, id) : disableMember(api, id));
      host.emit(action === 'enable' ? 'admin-member-enabled' : 'admin-member-disabled', { memberId: id });
    },
    reasonOf: (e) => translateError(t, e),
    onFinished: () => {
      selection.clear();
      void qc.invalidateQueries({ queryKey: ['companies'] });
      void qc.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
