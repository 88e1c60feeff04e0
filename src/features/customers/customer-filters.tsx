import { useMemo } from 'react';
import { CUSTOMER_COUNTRIES } from '../../api/contract/constants.js';
import { useLang, useT } from '../../i18n/index.js';
import type { ListControls } from '../../connected/use-list-state.js';
import { Select, type Option } from '../../ui/select.js';
import { Switch } from '../../ui/switch.js';
import { enabledFilter, isBusinessOn } from './list-query.js';
import { SearchInput } from '../../ui/list/search-input.js';
import { Flag } from '../../ui/flag.js';
import { regionName } from '../../i18n/region.js';
import { useKeyboardHints } from '../../ui/keyboard-hints.js';
import { useShortcutScope } from '../../connected/use-shortcut-scope.js';

/** The status select's options and the URL's `enabled` value of each. */
const STATUS_VALUES = { all: '', enabled: 'true', disabled: 'false' } as const;
type Status = keyof typeof STATUS_VALUES;
/** How many filters narrow the list (username, country, status): the filters' button says it. */
export const activeCustomerFilters = (state: ListControls['state']) =>
  [!!state.filters.username, !!state.filters.country && state.filters.country !== 'all', enabledFilter(state) !== undefined].filter(Boolean)
    .length;
const statusOf = (enabled: boolean | undefined): Status => (enabled === undefined ? 'all' : enabled ? 'enabled' : 'disabled');

/** The filters' fields (the list's toolbar holds them): username search, country (all + six, with flags), status (all, enabled, disabled), business toggle. */
export function CustomerFilters({ list }: { list: ListControls }) {
  const t = useT();
  // The / key's cap only where a keyboard is likely (not on a phone).
  const hints = useKeyboardHints();
  const shortcut = !!useShortcutScope();
  const [lang] = useLang();
  const countries = useMemo<Option[]>(
    () => [
      { value: 'all', label: t('list.all') },
      ...CUSTOMER_COUNTRIES.map((c) => ({ value: c, label: regionName(c, lang), icon: <Flag code={c} /> })),
    ],
    [t, lang],
  );
  const statuses = useMemo<Option[]>(
    () => [
      { value: 'all', label: t('list.all') },
      { value: 'enabled', label: t('customers.enabled') },
      { value: 'disabled', label: t('customers.disabled') },
    ],
    [t],
  );
  const f = list.state.filters;
  return (
    <>
      <SearchInput
        label={t('customers.filters.username')}
        keyShortcut={shortcut}
        shortcutHint={hints && shortcut}
        value={f.username ?? ''}
        onCommit={(username) => list.setFilters({ username })}
      />
      <Select
        label={t('customers.filters.country')}
        options={countries}
        value={f.country || 'all'}
        onValueChange={(country) => list.setFilters({ country })}
      />
      <Select
        label={t('customers.filters.status')}
        options={statuses}
        value={statusOf(enabledFilter(list.state))}
        onValueChange={(status) => list.setFilters({ enabled: STATUS_VALUES[status as Status] ?? '' })}
      />
      <div>
        <Switch
          label={t('customers.filters.isBusiness')}
          checked={isBusinessOn(list.state)}
          onCheckedChange={(on) => list.setFilters({ business: on ? '1' : '' })}
        />
      </div>
    </>
  );
}
