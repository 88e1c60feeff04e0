import { useEffect, useMemo, useState } from 'react';
import { search } from '../../api/insights.js';
import { getMember } from '../../api/members.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import { Combobox } from '../../ui/combobox.js';
import type { Option } from '../../ui/select.js';
import { useDebounced } from '../../ui/use-debounced.js';

const LIMIT = 20;
const fullName = (m: { firstName?: string | null; lastName?: string | null; username?: string | null; email: string }) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;

/**
 * Who acted: a search of people by name, username or e-mail on the server (GET /search, as the command
 * palette), never a number to type. `knownName`: the chosen actor's name when the trail already shows it (else
 * it is asked for, GET /members/{id}).
 */
export function ActorPicker({
  value,
  knownName,
  onChange,
}: {
  value: number | null;
  knownName: string | null;
  onChange(id: number | null): void;
}) {
  const t = useT();
  const api = useApi();
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), 200);
  const found = useQuery(
    {
      queryKey: queryKeys.search.results(typed, LIMIT),
      queryFn: ({ signal }) => search(api, typed, LIMIT, { signal }),
      enabled: typed.length >= 2,
      staleTime: 30_000,
    },
    queryClient,
  );
  const chosen = useQuery(
    {
      queryKey: queryKeys.members.one(value),
      queryFn: ({ signal }) => getMember(api, value!, { signal }),
      enabled: value !== null && !knownName,
      staleTime: 60_000,
    },
    queryClient,
  );
  const chosenLabel = value === null ? null : (knownName ?? (chosen.data?.id === value ? fullName(chosen.data) : null));
  // The chosen actor's name fills the field once known (a link or Back/Forward); none empties it.
  useEffect(() => {
    if (value === null) setText('');
    else if (chosenLabel) setText(chosenLabel);
  }, [value, chosenLabel]);
  const options = useMemo(() => {
    const list: Option[] = (found.data?.members ?? []).map((m) => ({
      value: String(m.id),
      label: m.name || m.username || m.email,
      description: m.username ? `@${m.username}` : m.email,
    }));
    if (value !== null && chosenLabel && !list.some((o) => o.value === String(value)))
      list.unshift({ value: String(value), label: chosenLabel });
    return list;
  }, [found.data, value, chosenLabel]);
  const emptyText =
    typed.length < 2
      ? t('activity.actor.typeToSearch')
      : found.isError
        ? t('activity.actor.searchFailed')
        : found.data
          ? t('activity.actor.none')
          : t('activity.actor.searching');
  return (
    <Combobox
      label={t('activity.filterActor')}
      options={options}
      value={value === null ? null : String(value)}
      onValueChange={(v) => onChange(v == null ? null : Number(v))}
      onSearch={(s) => {
        setText(s);
        // Emptying the field is "anyone".
        if (!s.trim() && value !== null) onChange(null);
      }}
      inputValue={text}
      placeholder={t('activity.actor.placeholder')}
      emptyText={emptyText}
    />
  );
}
