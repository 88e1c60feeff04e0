import { listRecentlyDeleted, restoreCategory, restoreProduct } from '../../api/audit.js';
import type { DeletedItem } from '../../api/contract/audit.js';
import type { Paginated } from '../../api/contract/pagination.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import { usePagedQuery } from '../../connected/use-paged-query.js';
import { useApi } from '../../state/api.js';
import { useHost } from '../../state/host.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';

export type DeletedType = 'product' | 'category';
export interface DeletedFilters {
  type?: DeletedType;
  companyId?: number;
  page: number;
  limit: number;
}

export const deletedType = (v: string | undefined): DeletedType | undefined => (v === 'product' || v === 'category' ? v : undefined);

/** One page of GET /recently-deleted (the previous page kept on screen while the next loads). */
export function useRecentlyDeleted(filters: DeletedFilters) {
  return usePagedQuery(queryKeys.recentlyDeleted.list, filters, listRecentlyDeleted).query;
}

/**
 * Restore from the Recently deleted view: the row leaves the list at once, success toast with the
 * products' and categories' own text (a product's with View product, its company's products searched for it) and
 * the typed event of a category; every list that can show the
 * item (products, categories, this view, the trail) refetches. A refusal (restore_parent_deleted,
 * restore_expired) is the translated error toast, and the row comes back.
 */
export function useRestore(onRestored: (item: DeletedItem) => void) {
  const api = useApi();
  const { navigate } = useHost();
  return useAdminMutation({
    mutationFn: async (item: DeletedItem) => {
      if (item.type === 'product') await restoreProduct(api, item.id);
      else await restoreCategory(api, item.id);
      return item;
    },
    success: (item, _v, t) =>
      item.type === 'product'
        ? {
            title: t('common.success'),
            message: t('products.productRestored', { name: item.label }),
            // The way to what came back (round 11): its company's products, searched for its name.
            ...(item.companyId != null && {
              action: {
                label: t('activity.deleted.viewRestored'),
                onClick: () => navigate(`/products?${new URLSearchParams({ companyId: String(item.companyId), name: item.label })}`),
              },
            }),
          }
        : {
            title: t('common.success'),
            message: t('categories.toast.restored', { name: item.label }),
            event: ['admin-category-restored', { id: item.id, name: item.label }] as const,
          },
    afterSuccess: (item) => {
      queryClient.setQueriesData<Paginated<DeletedItem>>({ queryKey: queryKeys.recentlyDeleted.all }, (page) =>
        page
          ? {
              ...page,
              data: page.data.filter((d) => !(d.type === item.type && d.id === item.id)),
            }
          : page,
      );
      onRestored(item);
    },
    onSettled: () =>
      Promise.all(
        [queryKeys.products.all, queryKeys.categories.all, queryKeys.recentlyDeleted.all, queryKeys.audit.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
