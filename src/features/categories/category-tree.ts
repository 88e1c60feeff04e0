import type { Category } from '../../api/contract/category.js';

export type CategoryId = Category['id'];
export const LANGS = ['en', 'it'] as const;

/** The category's name in `lang`, else its code. */
export const labelOf = (c: Category, lang: string): string =>
  c.translations.find((t) => t.languageCode === lang && t.name.trim())?.name.trim() || c.name;

const collators = new Map<string, Intl.Collator>();
export const collatorOf = (lang: string): Intl.Collator => {
  let c = collators.get(lang);
  if (!c) collators.set(lang, (c = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })));
  return c;
};

/** Sorted copy by the name in the current language (Intl.Collator of that language). */
export function sortCategories(list: Category[], lang: string): Category[] {
  const col = collatorOf(lang);
  const keyed = list.map((c) => [labelOf(c, lang), c] as const);
  keyed.sort((a, b) => col.compare(a[0], b[0]) || (a[1].name < b[1].name ? -1 : 1));
  return keyed.map((k) => k[1]);
}

/** Languages without a non-empty translation. */
export const missingTranslations = (c: Category): string[] =>
  LANGS.filter((l) => !c.translations.some((t) => t.languageCode === l && t.name.trim()));

export const sameId = (a: CategoryId, b: CategoryId) => String(a) === String(b);

/** Path from a root to the category (inclusive), or null. */
export function findPath(tree: Category[], id: CategoryId): Category[] | null {
  for (const c of tree) {
    if (sameId(c.id, id)) return [c];
    const sub = findPath(c.children, id);
    if (sub) return [c, ...sub];
  }
  return null;
}

/** Copy of the tree with `node` added under `parentId` (root when null). */
export function insertCategory(tree: Category[], parentId: CategoryId | null | undefined, node: Category): Category[] {
  if (parentId == null) return [...tree, node];
  return tree.map((c) =>
    sameId(c.id, parentId) ? { ...c, children: [...c.children, node] } : { ...c, children: insertCategory(c.children, parentId, node) },
  );
}

/** Copy of the tree without the category `id`. */
export function removeCategory(tree: Category[], id: CategoryId): Category[] {
  return tree.filter((c) => !sameId(c.id, id)).map((c) => ({ ...c, children: removeCategory(c.children, id) }));
}

/**
 * The columns of the browser: roots, then the children of each opened category that has some.
 * `openPath` is cut where an id no longer exists (e.g. after a delete).
 */
export function columnsOf(
  tree: Category[],
  openPath: CategoryId[],
): { parent: Category | null; items: Category[]; selected: CategoryId | null }[] {
  const cols: { parent: Category | null; items: Category[]; selected: CategoryId | null }[] = [
    { parent: null, items: tree, selected: null },
  ];
  let level = tree;
  for (const id of openPath) {
    const node = level.find((c) => sameId(c.id, id));
    if (!node) break;
    cols[cols.length - 1]!.selected = node.id;
    if (node.children.length === 0) break;
    cols.push({ parent: node, items: node.children, selected: null });
    level = node.children;
  }
  return cols;
}

/** Names of the translations that are filled (trimmed), as sent to the server. */
export function filledTranslations(names: Record<string, string>): { languageCode: 'en' | 'it'; name: string }[] {
  return LANGS.map((l) => ({ languageCode: l, name: (names[l] ?? '').trim() })).filter((t) => t.name.length > 0);
}
