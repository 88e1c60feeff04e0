import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Product } from '../../api/contract/product.js';
import { getCompany } from '../../api/companies.js';
import { deleteProduct, listProducts } from '../../api/products.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../state/error-handler.js';
import { useHost } from '../../state/host.js';
import type { FetchPage } from '../../ui/list/fetch-all.js';
import type { ListDefaults, ListState } from '../../ui/list/url-state.js';
import { useToast } from '../../ui/toast.js';

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
  return useQuery({ queryKey: ['companies', 'one', id], queryFn: ({ signal }) => getCompany(api, id!, { signal }), enabled: id !== null });
}

export function useProducts(companyId: number | null, s: ListState) {
  const api = useApi();
  const filters = { companyId: companyId ?? 0, name: s.filters.name, page: s.page, limit: s.size };
  const query = useQuery({
    queryKey: ['products', 'list', filters],
    queryFn: ({ signal }) => listProducts(api, filters, { signal }),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
  const fetchPage = useMemo<FetchPage<Product>>(
    () => (page, limit, signal) => listProducts(api, { ...filters, page, limit }, signal ? { signal } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, JSON.stringify(filters)],
  );
  return { query, fetchPage };
}

/** Deletes a product: toasts productDeleted / errorDeletingProduct, `admin-product-deleted`, refetch. */
export function useDeleteProduct(companyId: number | null, onDone: () => void) {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const host = useHost();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProduct(api, id),
    onSuccess: (_d, id) => {
      toast.success(t('common.success'), t('products.productDeleted'));
      host.emit('admin-product-deleted', { productId: id, companyId });
      onDone();
    },
    onError: (e) => toast.error(t('products.errorDeletingProduct'), translateError(t, e)),
    onSettled: () => qc.invalidateQueries({ queryKey: ['products'] }),
  });
}
