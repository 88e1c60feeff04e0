import { useMemo, useState } from 'react';
import { grantsOf, hasIamGod } from '../api/contract/constants.js';
import type { MemberInfo } from '../api/contract/auth.js';
import { useLang, type Translate } from '../i18n/index.js';
import { commandsFor, rankCommands } from './palette-commands.js';
import { activeOption } from './palette-keys.js';
import { paletteGroups } from './palette-options.js';
import { useSearchResults } from './use-search-results.js';
import { usePaletteCategories } from './use-palette-categories.js';

/**
 * What the palette shows for what the admin typed: the screens and actions their capabilities allow that
 * match, then members, companies and products from GET /search, and the categories whose name matches; and the active option (the one chosen with
 * the keys or the pointer while it is still listed, else the first).
 */
export function usePaletteResults(memberInfo: MemberInfo | null, t: Translate) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  // A team owner's screens too (Team): the owner right beside the capabilities.
  const grants = grantsOf(memberInfo).join(' ');
  const commands = useMemo(() => commandsFor(grants.split(' ')), [grants]);
  const ranked = useMemo(() => rankCommands(commands, (c) => t(c.labelKey), query), [commands, t, query]);
  const search = useSearchResults(query, hasIamGod(memberInfo));
  const [lang] = useLang();
  const categories = usePaletteCategories(query, hasIamGod(memberInfo), lang);
  const categoryKey = categories.map((c) => c.id + c.label).join('|');
  const groups = useMemo(
    () => paletteGroups(ranked, search.results, t, categories, query),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the categories are compared by what they show (categoryKey)
    [ranked, search.results, t, categoryKey, query],
  );
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const ids = options.map((o) => o.id);
  return {
    query,
    /** The query without its outer spaces, as searched and highlighted. */
    q: query.trim(),
    /** A new query clears the choice: Enter then opens the best match. */
    type(value: string) {
      setQuery(value);
      setChosen(null);
    },
    search,
    groups,
    options,
    ids,
    active: activeOption(ids, chosen),
    setChosen,
  };
}

export type PaletteResults = ReturnType<typeof usePaletteResults>;
