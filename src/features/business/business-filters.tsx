import { useMemo } from 'react';
import { BUSINESS_COUNTRIES } from '../../api/contract/constants.js';
import { useLang, useT } from '../../i18n/index.js';
import { SearchInput } from '../../ui/list/search-input.js';
import type { ListControls } from '../../connected/use-list-state.js';
import { Select, type Option } from '../../ui/select.js';
import { Flag } from '../../ui/flag.js';
import { regionName } from '../../i18n/region.js';
import { useKeyboardHints } from '../../ui/keyboard-hints.js';
import { useShortcutScope } from '../../connected/use-shortcut-scope.js';

/** How many filters narrow the list (name, country): the filters' button says it. */
export const activeBusinessFilters = (state: ListControls['state']) =>
  [!!state.filters.name, !!state.filters.country && state.filters.country !== 'all'].filter(Boolean).length;

/** The filters' fields (the list's toolbar holds them): company name search and country (all + IT, US, GB, DE, FR, ES). */
export function BusinessFilters({ list }: { list: ListControls }) {
  const t = useT();
  // The / key's cap only where a keyboard is likely (not on a phone).
  const hints = useKeyboardHints();
  const shortcut = !!useShortcutScope();
  const [lang] = useLang();
  const countries = useMemo<Option[]>(
    () => [
      { value: 'all', label: t('list.all') },
      ...BUSINESS_COUNTRIES.map((c) => ({ value: c, label: regionName(c, lang), icon: <Flag code={c} /> })),
    ],
    [t, lang],
  );
  const f = list.state.filters;
  return (
    <>
      <SearchInput
        label={t('business.filters.name')}
        keyShortcut={shortcut}
        shortcutHint={hints && shortcut}
        value={f.name ?? ''}
        onCommit={(name) => list.setFilters({ name })}
      />
      <Select
        label={t('business.filters.country')}
        options={countries}
        value={f.country || 'all'}
        onValueChange={(country) => list.setFilters({ country })}
      />
    </>
  );
}
