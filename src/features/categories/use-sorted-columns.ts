import { useMemo } from 'react';
import type { Category } from '../../api/contract/category.js';
import { columnsOf, labelOf, sortCategories, type CategoryId } from './category-tree.js';

export interface SortedColumn {
  parent: Category | null;
  items: Category[];
  labels: string[];
  selected: CategoryId | null;
}

// Sorted lists are cached per source array and language, so opening a column does not resort the others.
const cache = new WeakMap<Category[], Map<string, { items: Category[]; labels: string[] }>>();
function sorted(list: Category[], lang: string) {
  let byLang = cache.get(list);
  if (!byLang) cache.set(list, (byLang = new Map()));
  let hit = byLang.get(lang);
  if (!hit) {
    const items = sortCategories(list, lang);
    byLang.set(lang, (hit = { items, labels: items.map((c) => labelOf(c, lang)) }));
  }
  return hit;
}

/** The visible columns, each sorted by the name in `lang`. */
export function useSortedColumns(tree: Category[] | undefined, openPath: CategoryId[], lang: string): SortedColumn[] {
  return useMemo(
    () => columnsOf(tree ?? [], openPath).map((c) => ({ parent: c.parent, selected: c.selected, ...sorted(c.items, lang) })),
    [tree, openPath, lang],
  );
}
