import { Fragment, memo, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { css } from 'styled-system/css';
import { NOTIFICATION_COUNTRIES } from '../../api/contract/constants.js';
import type { Member } from '../../api/contract/member.js';
import { type NotificationCountry } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { Combobox } from '../../ui/combobox.js';
import type { Option } from '../../ui/select.js';
import { Flag } from '../../ui/flag.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { useCompany, useMember, useMemberSearch } from './use-notifications.js';
import { recipientKey, recipientsOf, type ListRecipient } from './form-state.js';
import { XIcon } from '../../ui/icons.js';

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
  disabledText,
  errorText,
}: {
  value: NotificationCountry | null;
  onChange(c: NotificationCountry | null): void;
  disabled: boolean;
  /** What the disabled field says (default: not for a single user). */
  disabledText?: string | undefined;
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
      placeholder={disabled ? (disabledText ?? t('notifications.form.countryDisabled')) : t('notifications.form.countryPlaceholder')}
      emptyText={t('notifications.form.noCountries')}
      disabled={disabled}
      errorText={errorText}
    />
  );
});

interface ListPickerProps {
  value: readonly ListRecipient[];
  onChange(list: ListRecipient[]): void;
  /** A server error about the list (empty, unknown or too many ids), shown under the picker. */
  errorText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A chosen recipient's name: its own label, else read from the server (a member, a company); its id meanwhile. */
export function useRecipientName(r: ListRecipient): string {
  const member = useMember(r.kind === 'member' && !r.label ? r.id : null);
  const company = useCompany(r.kind === 'company' && !r.label ? r.id : null);
  if (r.label) return r.label;
  if (member.data) return memberOptions([member.data])[0]!.label;
  if (company.data) return company.data.name;
  return `#${r.id}`;
}

/** The owner a chosen company reaches, by name (read with the company: the same request as its name). */
function useOwnerName(r: ListRecipient): string | null {
  const owner = useCompany(r.kind === 'company' ? r.id : null).data?.member;
  return owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.username : null;
}

/**
 * A chosen recipient's name, read as `useRecipientName` does (the summary after a send, the history's detail); a
 * company with the owner it reaches (round 11: the composer's chips said who, the summary and History did not).
 */
export function RecipientName({ r }: { r: ListRecipient }) {
  const t = useT();
  const name = useRecipientName(r);
  const owner = useOwnerName(r);
  return (
    <>
      {name}
      {owner && (
        <span className={css({ color: 'fg.muted' })} data-part="recipient-owner">
          {' '}
          ({t('notifications.form.chipOwner', { name: owner })})
        </span>
      )}
    </>
  );
}

/**
 * Chosen recipients by name, comma-separated (the confirmation, the summary after a send, the history's detail):
 * companies, then members, each in the order chosen (what History keeps), so the three list them alike (round 13);
 * the first `max`, then how many more ("and 3 more").
 */
export function RecipientNames({ list, max = Infinity }: { list: readonly ListRecipient[]; max?: number }) {
  const t = useT();
  const ordered = [...list.filter((r) => r.kind === 'company'), ...list.filter((r) => r.kind !== 'company')];
  const shown = ordered.slice(0, max);
  return (
    <span data-part="chosen-names">
      {shown.map((r, i) => (
        <Fragment key={recipientKey(r)}>
          {i > 0 && ', '}
          <RecipientName r={r} />
        </Fragment>
      ))}
      {list.length > shown.length && ` ${t('notifications.history.andMore', { count: list.length - shown.length })}`}
    </span>
  );
}

/** One chosen recipient: its kind in words, its name, and a button that removes it. */
function RecipientChip({ r, onRemove }: { r: ListRecipient; onRemove(): void }) {
  const t = useT();
  const name = useRecipientName(r);
  // A company reaches its owner: the chip names them (round 10: "which Bianchi is that?").
  const ownerName = useOwnerName(r);
  return (
    <li className={chip} data-part="recipient" data-kind={r.kind} data-id={r.id}>
      {/* "Company · Bianchi Solutions", as the search's options say it (round 7: a small upper-case kind sat above the name's line). */}
      <span className={css({ color: 'fg.muted', flexShrink: 0 })}>{t(`notifications.form.kinds.${r.kind}`)} ·</span>
      {/* One text that wraps as a whole (round 11: name and owner side by side were squeezed into columns). */}
      <span className={css({ overflowWrap: 'break-word', minW: '0' })}>
        <span data-part="recipient-name">{name}</span>
        {ownerName && (
          <span className={css({ color: 'fg.muted' })} data-part="recipient-owner">
            {' '}
            ({t('notifications.form.chipOwner', { name: ownerName })})
          </span>
        )}
      </span>
      <button
        type="button"
        className={chipRemove}
        data-part="remove-recipient"
        aria-label={t('notifications.form.removeRecipient', { name })}
        onClick={onRemove}
      >
        <XIcon size={14} />
      </button>
    </li>
  );
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  ps: '2',
  pe: '0.5',
  py: '0.5',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  fontSize: '13px',
  maxW: 'full',
});
const chipRemove = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  borderRadius: 'l1',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});

/**
 * The recipients of a LIST send (issue 4 of the UX audit): members and companies found by what is typed (GET
 * /search, 20 of each at most), each chosen one a chip with its kind in words and a remove button. A company
 * reaches its owner; the server reaches everyone once.
 */
export const ListPicker = memo(function ListPicker({ value, onChange, errorText, inputRef }: ListPickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), 200);
  const found = useMemberSearch(typed, true);
  const listRef = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const chosen = useMemo(() => new Set(value.map(recipientKey)), [value]);
  const disabledBadge = t('notifications.form.disabledMember');
  const options = useMemo(() => {
    const members: Option[] = (found.data?.members ?? []).map((m) => ({
      value: recipientKey({ kind: 'member', id: m.id }),
      label: m.name || m.username || m.email,
      description: `${t('notifications.form.kinds.member')} · ${m.username ? `@${m.username}` : m.email}`,
      ...(m.enabled ? {} : { badge: disabledBadge }),
    }));
    const companies: Option[] = (found.data?.companies ?? []).map((c) => ({
      value: recipientKey({ kind: 'company', id: c.id }),
      label: c.name,
      description: [t('notifications.form.kinds.company'), c.vat].filter(Boolean).join(' · '),
    }));
    return [...members, ...companies].filter((o) => !chosen.has(o.value));
  }, [found.data, chosen, disabledBadge, t]);
  const emptyText =
    typed.length < 2
      ? t('notifications.form.typeToSearchList')
      : found.isError
        ? t('notifications.form.searchFailed')
        : found.data
          ? t('notifications.form.noRecipients')
          : t('notifications.form.searching');
  const add = (key: string | null) => {
    const o = key ? options.find((x) => x.value === key) : null;
    if (!o) return;
    const [r] = recipientsOf(o.value);
    if (r) onChange([...value, { ...r, label: o.label }]);
    setText('');
  };
  const remove = (i: number) => {
    const next = value.filter((_, j) => j !== i);
    onChange(next);
    // The focus goes to the chip that takes its place (or the one before), else to the search field: never to the page.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-part=remove-recipient]');
      const target = buttons?.[Math.min(i, (buttons?.length ?? 1) - 1)];
      (target ?? input.current)?.focus();
    });
  };
  const setInput = (el: HTMLInputElement | null) => {
    input.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-part="list-picker">
      <Combobox
        label={t('notifications.form.listLabel')}
        options={options}
        value={null}
        onValueChange={add}
        onSearch={setText}
        inputValue={text}
        clearOnSelect
        placeholder={t('notifications.form.listPlaceholder')}
        emptyText={emptyText}
        errorText={errorText}
        inputRef={setInput}
      />
      {value.length > 0 && (
        <ul className={chips} ref={listRef} aria-label={t('notifications.form.chosen', { count: value.length })} data-part="recipients">
          {value.map((r, i) => (
            <RecipientChip key={recipientKey(r)} r={r} onRemove={() => remove(i)} />
          ))}
        </ul>
      )}
    </div>
  );
});
