import { CategoriesScreen } from '../features/categories/categories-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/**
 * `<admin-categories>`: the category column browser. Emits `admin-category-created`,
 * `admin-category-renamed`, `admin-category-deleted` and `admin-category-restored` (detail `{ id, name }`).
 */
export const AdminCategoriesElement = defineElement('admin-categories', CategoriesScreen, TAGS['admin-categories']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-categories': HTMLElement;
  }
}
