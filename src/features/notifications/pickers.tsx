import { memo, useMemo, type Ref } from 'react';
import { NOTIFICATION_COUNTRIES } from '../../api/contract/constants.js';
import type { Member } from '../../api/contract/member.js';
import { type NotificationCountry } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { Combobox } from '../../ui/combobox.js';
import type { Option } from '../../ui/select.js';
import { Flag } from '../../ui/flag.js';

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
  members: readonly Member[];
  value: number | null;
  onChange(id: number | null): void;
  disabled: boolean;
  /** A server error about the recipient (e.g. a disabled member), shown under the picker. */
  errorText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export const UserPicker = memo(function UserPicker({ members, value, onChange, disabled, errorText, inputRef }: UserPickerProps) {
  const t = useT();
  const disabledBadge = t('notifications.form.disabledMember');
  const options = useMemo(() => memberOptions(members, disabledBadge), [members, disabledBadge]);
  return (
    <Combobox
      key={disabled ? 'off' : 'on'}
      label={t('notifications.form.user')}
      options={options}
      value={value == null ? null : String(value)}
      onValueChange={(v) => onChange(v == null ? null : Number(v))}
      placeholder={disabled ? t('notifications.form.userDisabled') : t('notifications.form.userPlaceholder')}
      emptyText={t('notifications.form.noUsers')}
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
