import { css } from 'styled-system/css';
import { listRecentlyDeleted } from '../api/audit.js';
import { useT } from '../i18n/index.js';
import { useApi } from '../state/api.js';
import { useQuery } from '../state/query/use-query.js';
import { queryKeys } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import { ClockIcon } from '../ui/icons.js';
import { Link } from './link.js';
import { pageQuery } from './use-paged-query.js';

const link = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: '14px', whiteSpace: 'nowrap' });

/**
 * The way to a screen's deleted items (issue item 8): "Recently deleted (3)" (no number when there is none), a link to the activity's
 * Recently deleted view filtered by `type`, where each item has Restore. The count is the total of GET
 * /recently-deleted for that type (one row asked for); a restore or a delete refreshes it with the view's key.
 */
export function DeletedLink({ type, companyId }: { type: 'product' | 'category'; companyId?: number | null | undefined }) {
  const t = useT();
  const api = useApi();
  // A company's products: its own deleted ones, and Restore keeps the admin with that company (round 10).
  const filters = { type, ...(companyId ? { companyId } : {}), page: 1, limit: 1 };
  const query = useQuery(pageQuery(queryKeys.recentlyDeleted.list, filters, listRecentlyDeleted, api), queryClient);
  const count = query.data?.pagination.dataCount ?? 0;
  return (
    <Link
      to={`/activity?view=deleted&type=${type}${companyId ? `&companyId=${companyId}` : ''}`}
      className={link}
      title={t(`common.recentlyDeletedOf.${type}`)}
      data-part="deleted-link"
      data-count={query.data ? count : undefined}
    >
      <ClockIcon size={16} />
      {count ? t('common.recentlyDeleted', { count }) : t('common.recentlyDeletedNone')}
    </Link>
  );
}
