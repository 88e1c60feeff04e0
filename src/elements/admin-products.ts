import { ProductsScreen } from '../features/products/products-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/**
 * `<admin-products company-id="…">`: one company's products (card, search, gallery, delete).
 * Nothing is fetched without a company id. `state-prefix` (default `p.`) prefixes its query parameters
 * when embedded. Emits `admin-product-deleted`, `admin-product-restored` and `admin-navigate`.
 */
export const AdminProductsElement = defineElement('admin-products', ProductsScreen, TAGS['admin-products']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-products': HTMLElement;
  }
}
