import { listCategories } from '../api/categories.js';
import type { Category } from '../api/contract/category.js';
import { useApi } from '../state/api.js';
import { useQuery } from '../state/query/use-query.js';
import { queryKeys } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import { FolderTreeIcon } from '../ui/icons.js';
import { MATCH_RANK, matchText } from '../ui/text-match.js';
import type { PaletteOption } from './palette-options.js';
import { SEARCH_LIMIT, SEARCH_MIN_LENGTH } from './use-search-results.js';

/** A category's name in `lang` (its translation), else its code. */
const labelOf = (c: Category, lang: string) => c.translations.find((x) => x.languageCode === lang)?.name ?? c.name;

/**
 * The categories whose name (in the page's language, or the other one, or the code) matches `text`, best first,
 * at most SEARCH_LIMIT: each opens the Categories browser at it (`/categories?path=<ids from the main category>`),
 * its parents shown beside it. The tree is the Categories screen's own query (one cache entry), asked for once
 * the admin has typed 2 characters.
 */
export function usePaletteCategories(text: string, enabled: boolean, lang: string): PaletteOption[] {
  const api = useApi();
  const q = text.trim();
  const wanted = enabled && q.length >= SEARCH_MIN_LENGTH;
  const query = useQuery(
    { queryKey: queryKeys.categories.tree, queryFn: () => listCategories(api), enabled: wanted, staleTime: 30_000 },
    queryClient,
  );
  if (!wanted || !query.data) return [];
  const found: Array<{ option: PaletteOption; rank: number; order: number }> = [];
  const walk = (items: Category[], path: Category[]) => {
    for (const c of items) {
      if (c.isOptimistic) continue;
      const label = labelOf(c, lang);
      const names = [label, ...c.translations.map((x) => x.name), c.name];
      const ranks = names.map((n) => matchText(n, q)).filter((m) => m !== null);
      if (ranks.length) {
        const best = Math.min(...ranks.map((m) => MATCH_RANK[m.kind]));
        found.push({
          option: {
            id: `category:${c.id}`,
            label,
            ...(path.length ? { detail: path.map((p) => labelOf(p, lang)).join(' › ') } : {}),
            icon: FolderTreeIcon,
            to: `/categories?path=${[...path, c].map((p) => p.id).join('.')}`,
          },
          rank: best,
          order: found.length,
        });
      }
      walk(c.children, [...path, c]);
    }
  };
  walk(query.data, []);
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, SEARCH_LIMIT)
    .map((f) => f.option);
}
