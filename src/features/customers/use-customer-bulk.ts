import type { Member } from '../../api/contract/member.js';
import { useT } from '../../i18n/index.js';
import { fetchAllPages, type FetchPage } from '../../lists/fetch-all.js';
import { useAppLink } from '../../connected/link.js';
import { useMemberBulk } from '../../connected/use-member-bulk.js';
import type { SelectionState } from '../../ui/list/use-selection.js';
import { memberName } from './customer-columns.js';

/**
 * Bulk enable/disable of the selected (or every matching) customer; admins are never disabled, and a member
 * already in the asked state is skipped with that reason. `notify` opens the
 * notifications composer with them as the recipients (`/notifications?to=m12,m13`).
 */
export function useCustomerBulk(selection: SelectionState<Member>, fetchPage: FetchPage<Member>) {
  const t = useT();
  const appLink = useAppLink();
  const bulk = useMemberBulk(selection, fetchPage, (rows, action) =>
    rows.map((m) => ({
      id: m.id,
      label: `${memberName(m)} (@${m.username ?? ''})`,
      skip:
        action === 'disable' && m.role?.name === 'admin'
          ? t('list.bulk.adminSkipped')
          : // Already in the asked state (the server would change and record nothing, round 7): said apart, not
            // counted as done. A pending account is not enabled yet: disabling it blocks its activation link.
            action === 'disable' && !m.enabled && !m.pending
            ? t('list.bulk.alreadyDisabled')
            : action === 'enable' && m.enabled
              ? t('list.bulk.alreadyEnabled')
              : undefined,
    })),
  );
  const notify = async () => {
    const rows = selection.allMatching ? await fetchAllPages(fetchPage) : [...selection.picked.values()];
    appLink(`/notifications?to=${rows.map((m) => `m${m.id}`).join(',')}`).follow();
  };
  return { ...bulk, notify: () => void notify() };
}
