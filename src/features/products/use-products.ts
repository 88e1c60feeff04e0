import { useQuery } from '../../state/query/use-query.js';
import { useEffect, useState } from 'react';
import type { Product } from '../../api/contract/product.js';
import { getCompany } from '../../api/companies.js';
import { deleteProduct, listProducts } from '../../api/products.js';
import { restoreProduct } from '../../api/audit.js';
import { useApi } from '../../state/api.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import { queryClient } from '../../state/store.js';
import { usePagedQuery } from '../../connected/use-paged-query.js';
import type { ListDefaults, ListState } from '../../lists/url-state.js';
import { queryKeys } from '../../state/query-keys.js';

export const PRODUCT_DEFAULTS: ListDefaults = { filters: { name: '' }, sort: 'name', sorts: ['name'] };

const readCompanyId = () => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('companyId'));

/** The company id: the `company-id` attribute, else `?companyId=` of the page (route /products). */
export function useCompanyId(attr: string | number | undefined): number | null {
  const [fromUrl, setFromUrl] = useState(readCompanyId);
  useEffect(() => {
    const onPop = () => setFromUrl(readCompanyId());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const raw = attr !== undefined && attr !== '' ? String(attr) : fromUrl;
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function useCompany(id: number | null) {
  const api = useApi();
  return useQuery(
    { queryKey: queryKeys.companies.one(id), queryFn: ({ signal }) => getCompany(api, id!, { signal }), enabled: id !== null },
    queryClient,
  );
}

export function useProducts(companyId: number | null, s: ListState) {
  const filters = { companyId: companyId ?? 0, name: s.filters.name, page: s.page, limit: s.size };
  return usePagedQuery<Product, typeof filters>(queryKeys.products.list, filters, listProducts, { enabled: companyId !== null });
}

/** A product to delete or restore: its id, and its name for the toast. */
export interface ProductRef {
  id: number;
  name: string;
}

/** Restores a soft-deleted product (the Undo of a delete): toasts productRestored / errorRestoringProduct, refetch. */
export function useRestoreProduct(companyId: number | null) {
  const api = useApi();
  return useAdminMutation({
    mutationFn: ({ id }: ProductRef) => restoreProduct(api, id),
    success: (_d, { id, name }, t) => ({
      title: t('common.success'),
      message: t('products.productRestored', { name }),
      ...(companyId !== null ? { event: ['admin-product-restored', { productId: id, companyId }] as const } : {}),
    }),
    errorTitle: (t) => t('products.errorRestoringProduct'),
    onSettled: () =>
      Promise.all([queryKeys.products.all, queryKeys.recentlyDeleted.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * Deletes a product (a soft delete on the server): toasts productDeleted with Undo (restores it) or
 * errorDeletingProduct, `admin-product-deleted`, refetch.
 */
export function useDeleteProduct(companyId: number | null, onDone: () => void) {
  const api = useApi();
  const restore = useRestoreProduct(companyId);
  return useAdminMutation({
    mutationFn: ({ id }: ProductRef) => deleteProduct(api, id),
    // No list (so no delete) without a company; the typed event caught a possible null companyId here.
    success: (_d, product, t) => ({
      title: t('common.success'),
      message: t('products.productDeleted', { name: product.name }),
      ...(companyId !== null ? { event: ['admin-product-deleted', { productId: product.id, companyId }] as const } : {}),
      action: { label: t('common.undo'), onClick: () => restore.mutate(product) },
    }),
    afterSuccess: onDone,
    errorTitle: (t) => t('products.errorDeletingProduct'),
    onSettled: () =>
      Promise.all([queryKeys.products.all, queryKeys.recentlyDeleted.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
