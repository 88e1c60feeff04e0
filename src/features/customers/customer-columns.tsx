import { css } from 'styled-system/css';
import type { Member } from '../../api/contract/member.js';
import type { Translate } from '../../i18n/index.js';
import { displayName, initials } from '../../ui/avatar.js';
import { Badge } from '../../ui/badge.js';
import { breakableAddress } from '../../ui/detail-list.js';
import { SkeletonBadge, SkeletonMediaLines } from '../../ui/skeleton.js';
import { CellText, cellSpan } from '../../ui/table.js';
import { Link } from '../../connected/link.js';
import type { Column } from '../../ui/list/types.js';
import { Flag } from '../../ui/flag.js';
import { regionName } from '../../i18n/region.js';
import { RowLink, type RowOpener } from '../../ui/list/row-link.js';

const DASH = '—';
const nowrap = css({ whiteSpace: 'nowrap' });
/** The status badge: on a narrow card it wraps only between the role and the state (issue 39/38, item 5). */
const statusBadge = css({ flexWrap: 'wrap', justifyContent: 'center', columnGap: '1', rowGap: '0' });
const muted = css({ color: 'fg.muted', fontSize: '13px' });
/**
 * Name and username beside the initials: the initials are drawn by CSS from `data-initials` (content
 * with empty alternative text, so assistive technology reads only the name), two nodes fewer a row.
 */
const nameCell = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  alignItems: 'center',
  '&::before': {
    content: 'attr(data-initials) / ""',
    gridRow: 'span 2',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'l2',
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    fontSize: '12px',
    userSelect: 'none',
  },
  '@container (max-width: 36rem)': { gridTemplateColumns: 'minmax(0, 1fr)', '&::before': { display: 'none' } },
});

/**
 * The @username under the name: break points after its dots (`breakableAddress`) only when it may not fit the name
 * column at its narrowest (10rem, about 24 characters at 13 px); a shorter one is one text node (a page of 50 rows
 * 200 nodes lighter: issue 40, DOM nodes).
 */
const usernameText = (m: Member) => {
  const text = `@${m.username ?? ''}`;
  return text.length > 24 ? breakableAddress(text) : text;
};

export const memberName = (m: Member) => displayName(m) || m.username || m.email;
/** The role in words: a team owner reads "Team owner", as on Team (issue 39/38, item 2; docs/glossary.md). */
export const roleLabel = (t: Translate, m: Member) => {
  // Team's own word for the role, so both screens say the same (the customers texts keep "owner" for a company's).
  if (m.role?.owner) return t('common.teamOwner');
  const name = m.role?.name ?? 'customer';
  const key = `customers.roles.${name}`;
  const text = t(key);
  return text === key ? name : text;
};
/**
 * The member's state in words ("Disabilitato"), so it is not told by the badge's colour alone; an account never
 * activated (and not blocked) is "In attesa di attivazione", not disabled.
 */
export const stateLabel = (t: Translate, m: Member) =>
  t(m.pending ? 'customers.pending' : m.enabled ? 'customers.enabled' : 'customers.disabled');
/** The badge's tone: green enabled, amber pending activation, red disabled. */
export const stateTone = (m: Member) => (m.pending ? 'warning' : m.enabled ? 'success' : 'danger') as 'warning' | 'success' | 'danger';
/** What the status column says: the role and the state, e.g. "Cliente · Disabilitato". */
export const statusText = (t: Translate, m: Member) => `${roleLabel(t, m)} · ${stateLabel(t, m)}`;

/**
 * The status in words, breaking only between the role and the state: "Cliente ·" / "Da attivare" on a narrow card,
 * never three lines (issue 39/38, item 5). Reads as one text: "Customer · Pending activation".
 */
function StatusWords({ t, m }: { t: Translate; m: Member }) {
  return (
    <>
      {/* The space is the first part's: between two flex items a text node of its own draws nothing (the gap does). */}
      <span className={nowrap}>{`${roleLabel(t, m)} · `}</span>
      <span className={nowrap}>{stateLabel(t, m)}</span>
    </>
  );
}

/** The sorts the name column stands for. */
const NAME_SORTS = ['username', 'firstName', 'lastName'] as const;

/**
 * Columns of the customers table; the company column only when the business toggle is on. With `opener` the
 * name links to the member's drawer.
 */
export function customerColumns(t: Translate, lang: string, business: boolean, opener?: RowOpener, sort?: string): Column<Member>[] {
  // The name column holds the name and the username: it shows the sort by any of the three, and says which
  // ("Name · Last name"), so the header and the sort select never disagree (round 5: "Username" in the select, the
  // arrow on "Name"). Clicked unsorted, it sorts by username.
  const nameSort = sort && (NAME_SORTS as readonly string[]).includes(sort) ? sort : null;
  const cols: (Column<Member> | false)[] = [
    {
      id: 'name',
      header: t('customers.columns.name'),
      ...(nameSort ? { headerShown: t('customers.columns.nameBy', { sort: t(`customers.sort.${nameSort}`) }) } : {}),
      sortKey: nameSort ?? 'username',
      fill: { grow: 3, min: '10rem' },
      skeleton: () => <SkeletonMediaLines />,
      cell: (m) => (
        <span className={nameCell} data-initials={initials(displayName(m) || m.username)}>
          {cellSpan(
            opener ? (
              <RowLink id={m.id} opener={opener}>
                {memberName(m)}
              </RowLink>
            ) : (
              memberName(m)
            ),
            css({ fontWeight: 'medium' }),
          )}
          {cellSpan(usernameText(m), muted)}
        </span>
      ),
      text: (m) => `${memberName(m)} (@${m.username ?? ''})`,
    },
    business && {
      id: 'company',
      header: t('customers.columns.company'),
      fill: { grow: 2, min: '7rem' },
      cell: (m) =>
        m.companies.length ? (
          <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
            {m.companies.map((c) => (
              <CellText key={c.id}>
                <Link to={`/products?companyId=${c.id}`}>{c.name}</Link>
              </CellText>
            ))}
          </span>
        ) : (
          <CellText className={muted}>{t('customers.noCompanyInfo')}</CellText>
        ),
      text: (m) => (m.companies.length ? m.companies.map((c) => c.name).join('; ') : t('customers.noCompanyInfo')),
    },
    {
      id: 'email',
      header: t('customers.columns.email'),
      fill: { grow: 3, min: '8rem' },
      optional: true,
      cell: (m) => cellSpan(m.email),
      text: (m) => m.email,
    },
    {
      id: 'phone',
      header: t('customers.columns.phone'),
      width: '10rem',
      optional: true,
      cell: (m) => m.cellphone || DASH,
      text: (m) => m.cellphone || DASH,
      empty: (m) => !m.cellphone,
    },
    {
      id: 'country',
      header: t('customers.columns.country'),
      sortKey: 'country',
      width: '6rem',
      cell: (m) => (
        <>
          <Flag code={m.country} label={regionName(m.country, lang)} title={regionName(m.country, lang)} />
          {` ${m.country ?? DASH}`}
        </>
      ),
      text: (m) => regionName(m.country, lang),
    },
    {
      id: 'status',
      header: t('customers.columns.status'),
      width: '16rem',
      card: 'under',
      skeleton: () => <SkeletonBadge />,
      // One badge, coloured by the state (spec), that also says it in words next to the role (one text node).
      cell: (m) => (
        <Badge tone={stateTone(m)} className={statusBadge} data-part="member-state" data-enabled={m.enabled} data-pending={!!m.pending}>
          <StatusWords t={t} m={m} />
        </Badge>
      ),
      text: (m) => statusText(t, m),
    },
  ];
  return cols.filter((c): c is Column<Member> => !!c);
}
