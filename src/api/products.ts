import type { ApiClient, RequestExtras } from './client.js';
import type { Product, ProductFilters } from './contract/product.js';
import { cleanQuery } from './query.js';

export const listProducts = (c: ApiClient, f: ProductFilters, extras?: RequestExtras) =>
  c.getPaginated<Product>('products', cleanQuery({ ...f }), extras);

export const deleteProduct = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.delete<unknown>(`products/${encodeURIComponent(String(id))}`, extras);
