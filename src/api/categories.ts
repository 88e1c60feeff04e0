import type { ApiClient } from './client.js';
import type { Category, CreateCategoryPayload, RenameCategoryPayload } from './contract/category.js';

/** Only translations with a non-empty (trimmed) name are sent (spec section 5). */
const keepFilled = <T extends { name: string }>(list: T[]) =>
  list.map((t) => ({ ...t, name: t.name.trim() })).filter((t) => t.name.length > 0);

export const listCategories = (c: ApiClient) => c.get<Category[]>('categories');

export const createCategory = (c: ApiClient, p: CreateCategoryPayload) =>
  c.post<Category>('categories', { ...p, name: p.name.trim(), translations: keepFilled(p.translations) });

export const renameCategory = (c: ApiClient, p: RenameCategoryPayload) =>
  c.patch<Category>('categories/rename', { ...p, newName: p.newName.trim(), translations: keepFilled(p.translations) });

export const deleteCategory = (c: ApiClient, id: number | string) => c.delete<unknown>(`categories/${encodeURIComponent(String(id))}`);
