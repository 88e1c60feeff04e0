import { useQueryClient } from '@tanstack/react-query';
import type { Member } from '../../api/contract/member.js';
import { disableMember, enableMember } from '../../api/members.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../state/error-handler.js';
import { useHost } from '../../state/host.js';
import { fetchAllPages, type FetchPage } from '../../ui/list/fetch-all.js';
import { useBulk, type BulkAction } from '../../ui/list/use-bulk.js';
import type { SelectionState } from '../../ui/list/use-selection.js';
import { memberName } from './customer-columns.js';

/** Bulk enable/disable of the selected (or every matching) customer; admins are never disabled. */
export function useCustomerBulk(selection: SelectionState<Member>, fetchPage: FetchPage<Member>) {
  const api = useApi();
  const t = useT();
  const host = useHost();
  const qc = useQueryClient();
  return useBulk({
    resolve: async (action: BulkAction) => {
      const rows = selection.allMatching ? await fetchAllPages(fetchPage) : [...selection.picked.values()];
      return rows.map((m) => ({
        id: m.id,
        label: `${memberName(m)} (@${m.username ?? ''})`,
        skip: action === 'disable' && m.role?.name === 'admin' ? t('list.bulk.adminSkipped') : undefined,
      }));
    },
    act: async (id, action) => {
      await (action === 'enable' ? enableMember(api, id) : disableMember(api, id));
      host.emit(action === 'enable' ? 'admin-member-enabled' : 'admin-member-disabled', { memberId: id });
    },
    reasonOf: (e) => translateError(t, e),
    onFinished: () => {
      selection.clear();
      void qc.invalidateQueries({ queryKey: ['members'] });
      void qc.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}
