import type { Member } from '../../api/contract/member.js';
import { useT } from '../../i18n/index.js';
import type { FetchPage } from '../../lists/fetch-all.js';
import { useMemberBulk } from '../../connected/use-member-bulk.js';
import type { SelectionState } from '../../ui/list/use-selection.js';
import { memberName } from './customer-columns.js';

/** Bulk enable/disable of the selected (or every matching) customer; admins are never disabled. */
export function useCustomerBulk(selection: SelectionState<Member>, fetchPage: FetchPage<Member>) {
  const t = useT();
  return useMemberBulk(selection, fetchPage, (rows, action) =>
    rows.map((m) => ({
      id: m.id,
      label: `${memberName(m)} (@${m.username ?? ''})`,
      skip: action === 'disable' && m.role?.name === 'admin' ? t('list.bulk.adminSkipped') : undefined,
    })),
  );
}
