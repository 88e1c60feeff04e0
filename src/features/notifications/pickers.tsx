import { memo, useEffect, useMemo, useState, type Ref } from 'react';
import { NOTIFICATION_COUNTRIES } from '../../api/contract/constants.js';
import type { Member } from '../../api/contract/member.js';
import { type NotificationCountry } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { Combobox } from '../../ui/combobox.js';
import type { Option } from '../../ui/select.js';
import { Flag } from '../../ui/flag.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { useMember, useMemberSearch } from './use-notifications.js';

const nameOf = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;

/**
 * Options of the user picker: first and last name, companies as secondary text; a disabled member
 * (who receives no notifications) carries `disabledBadge` in words.
 */
export function memberOptions(members: readonly Member[], disabledBadge?: string): Option[] {
  return members.map((m) => ({
    value: String(m.id),
    label: nameOf(m),
    description: m.companies.map((c) => c.name).join(', ') || undefined,
    ...(disabledBadge && !m.enabled ? { badge: disabledBadge } : {}),
  }));
}

interface UserPickerProps {
  value: number | null;
  onChange(id: number | null): void;
  disabled: boolean;
  /** A server error about the recipient (e.g. a disabled member), shown under the picker. */
  errorText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The recipient of a SINGLE send: a search of members by name, username or e-mail on the server (GET /search,
 * 20 at most), whatever the number of members; the chosen one (or a draft's) stays among the options.
 */
export const UserPicker = memo(function UserPicker({ value, onChange, disabled, errorText, inputRef }: UserPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), 200);
  const found = useMemberSearch(typed, !disabled);
  const chosen = useMember(value);
  const disabledBadge = t('notifications.form.disabledMember');
  // A recipient chosen elsewhere (a draft's) shows its name once it is known; none clears the field.
  const chosenLabel = chosen.data && chosen.data.id === value ? memberOptions([chosen.data])[0]!.label : null;
  useEffect(() => {
    if (value === null) setText('');
    else if (chosenLabel) setText((now) => now || chosenLabel);
  }, [value, chosenLabel]);
  const options = useMemo(() => {
    const list: Option[] = (found.data?.members ?? []).map((m) => ({
      value: String(m.id),
      label: m.name || m.username || m.email,
      description: m.username ? `@${m.username}` : m.email,
      ...(m.enabled ? {} : { badge: disabledBadge }),
    }));
    const c = chosen.data;
    if (c && !list.some((o) => o.value === String(c.id))) list.unshift(...memberOptions([c], disabledBadge));
    return list;
  }, [found.data, chosen.data, disabledBadge]);
  const emptyText =
    typed.length < 2
      ? t('notifications.form.typeToSearch')
      : found.isError
        ? t('notifications.form.searchFailed')
        : found.data
          ? t('notifications.form.noUsers')
          : t('notifications.form.searching');
  return (
    <Combobox
      key={disabled ? 'off' : 'on'}
      label={t('notifications.form.user')}
      options={options}
      value={value == null ? null : String(value)}
      onValueChange={(v) => onChange(v == null ? null : Number(v))}
      onSearch={setText}
      inputValue={text}
      placeholder={disabled ? t('notifications.form.userDisabled') : t('notifications.form.userPlaceholder')}
      emptyText={emptyText}
      disabled={disabled}
      errorText={errorText}
      inputRef={inputRef}
    />
  );
});

export const CountryPicker = memo(function CountryPicker({
  value,
  onChange,
  disabled,
  errorText,
}: {
  value: NotificationCountry | null;
  onChange(c: NotificationCountry | null): void;
  disabled: boolean;
  errorText?: string | undefined;
}) {
  const t = useT();
  const options = useMemo<Option[]>(
    () =>
      NOTIFICATION_COUNTRIES.map((c) => ({ value: c, label: t(`notifications.countries.${c}`), description: c, icon: <Flag code={c} /> })),
    [t],
  );
  return (
    <Combobox
      key={disabled ? 'off' : 'on'}
      label={t('notifications.form.country')}
      options={options}
      value={value}
      onValueChange={(v) => onChange((v as NotificationCountry | null) ?? null)}
      placeholder={disabled ? t('notifications.form.countryDisabled') : t('notifications.form.countryPlaceholder')}
      emptyText={t('notifications.form.noCountries')}
      disabled={disabled}
      errorText={errorText}
    />
  );
});
