import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import type { Company } from '../../api/contract/company.js';
import type { Translate } from '../../i18n/index.js';
import { displayName } from '../../ui/avatar.js';
import { Badge } from '../../ui/badge.js';
import { SkeletonBadge, SkeletonMediaLines } from '../../ui/skeleton.js';
import { CellLine, CellText, wideOnly, wideText } from '../../ui/table.js';
import { ChevronRightIcon } from '../../ui/icons.js';
import { Button } from '../../ui/button.js';
import { Link } from '../../connected/link.js';
import type { Column } from '../../ui/list/types.js';
import { Flag } from '../../ui/flag.js';
import { regionName } from '../../i18n/region.js';
import { RowLink, type RowOpener } from '../../ui/list/row-link.js';

const DASH = '—';
const identifier = css({ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
const nowrap = css({ whiteSpace: 'nowrap' });
const stack = css({ display: 'flex', flexDirection: 'column', minW: '0' });
// The owner's line: the name gives way (cut, its title says it whole), the @username after it never does: it is what
// tells two owners of one name apart (design review round 13: at 320 px "Arthur Bernard · @arthur.…" twice). On a
// phone's cards (the table's container query) the @username has a line of its own, the name whole above it. The
// query written out in each css(): a literal object, no Panda runtime in the panel's first load.
const ownerLine = css({
  display: 'flex',
  alignItems: 'baseline',
  minW: '0',
  maxW: 'full',
  color: 'fg.muted',
  fontSize: '13px',
  '@container (max-width: 40rem)': { flexDirection: 'column', alignItems: 'flex-start' },
});
const ownerNameCut = css({ flex: '0 1 auto', '@container (max-width: 40rem)': { maxW: 'full' } });
const ownerHandle = css({ flex: '0 0 auto', maxW: 'full', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const ownerDot = css({ '@container (max-width: 40rem)': { display: 'none' } });
const logo = css({ w: '8', h: '8', minW: '8', borderRadius: 'l2', objectFit: 'cover', bg: 'bg.subtle', flexShrink: 0 });

export const ownerName = (c: Company) => displayName(c.member) || c.member.username || '';

/**
 * Columns of the business table; `onBranches` opens the branches dialog of a company. With `opener` the name
 * links to the company's drawer (which links to its products), else to its products.
 */
export function businessColumns(
  t: Translate,
  lang: string,
  onBranches: (c: Company) => void,
  opener?: RowOpener,
  /** A logo's address on the API's origin (`useMediaUrl`). */
  media: (src: string) => string = (src) => src,
): Column<Company>[] {
  return [
    {
      id: 'name',
      header: t('business.columns.name'),
      sortKey: 'name',
      fill: { grow: 3, min: '10rem' },
      skeleton: () => <SkeletonMediaLines />,
      // The owner under the name (issue 38): one column fewer, and the name keeps its room.
      cell: (c) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          {c.profilePic ? (
            <img src={media(c.profilePic)} alt="" className={cx(logo, wideOnly)} data-part="company-logo" />
          ) : (
            <span aria-hidden="true" className={cx(logo, wideOnly)} data-part="company-logo" />
          )}
          <span className={stack}>
            <CellText>
              {opener ? (
                <RowLink id={c.id} opener={opener}>
                  {c.name}
                </RowLink>
              ) : (
                <Link to={`/products?companyId=${c.id}`}>{c.name}</Link>
              )}
            </CellText>
            {/* One line (design review: a wrapped owner made rows of uneven heights): the name cut, never the handle. */}
            <span className={ownerLine} data-part="company-owner">
              <CellLine className={ownerNameCut} data-part="company-owner-name">
                {ownerName(c) || DASH}
              </CellLine>
              {c.member.username && (
                <span className={ownerHandle} data-part="company-owner-handle">
                  <span className={ownerDot}>{' · '}</span>@{c.member.username}
                </span>
              )}
            </span>
          </span>
        </span>
      ),
      text: (c) => c.name,
    },
    {
      id: 'owner',
      header: t('business.columns.owner'),
      fill: { grow: 2, min: '8rem' },
      optional: true,
      cell: (c) => <CellText>{`${ownerName(c) || DASH} (@${c.member.username ?? ''})`}</CellText>,
      text: (c) => `${ownerName(c)} (@${c.member.username ?? ''})`,
    },
    {
      id: 'vat',
      header: t('business.columns.vat'),
      width: '9.5rem',
      // An identifier is never cut: a set width that holds any VAT number, and it breaks rather than hides.
      cell: (c) => (
        <span className={identifier} data-identifier="">
          {c.vat || DASH}
        </span>
      ),
      text: (c) => c.vat || DASH,
      empty: (c) => !c.vat,
    },
    {
      id: 'branches',
      header: t('business.columns.branches'),
      width: '9rem',
      cell: (c) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          <span data-part="branch-count">{c.branches.length}</span>
          {/* On a table narrower than 64rem the words give way to the chevron (the accessible name stays). */}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onBranches(c)}
            aria-label={t('business.viewAllFor', { name: c.name })}
            title={t('business.viewAllFor', { name: c.name })}
            data-part="view-branches"
          >
            <span className={wideText}>{t('business.viewAll')}</span>
            <ChevronRightIcon />
          </Button>
        </span>
      ),
      text: (c) => c.branches.length.toLocaleString(lang),
    },
    {
      id: 'email',
      header: t('business.columns.email'),
      fill: { grow: 3, min: '8rem' },
      optional: true,
      cell: (c) => <CellText>{c.companyEmail || DASH}</CellText>,
      text: (c) => c.companyEmail || DASH,
    },
    {
      id: 'phone',
      header: t('business.columns.phone'),
      width: '10rem',
      optional: true,
      cell: (c) => <span className={nowrap}>{c.branches[0]?.companyCellphone || DASH}</span>,
      text: (c) => c.branches[0]?.companyCellphone || DASH,
    },
    {
      id: 'country',
      header: t('business.columns.country'),
      sortKey: 'country',
      width: '6rem',
      cell: (c) => (
        <span title={regionName(c.country, lang)} className={nowrap}>
          <Flag code={c.country} label={regionName(c.country, lang)} /> {c.country ?? DASH}
        </span>
      ),
      text: (c) => regionName(c.country, lang),
    },
    {
      id: 'status',
      header: t('business.columns.status'),
      width: '7.5rem',
      card: 'under',
      skeleton: () => <SkeletonBadge />,
      cell: (c) => (
        <Badge tone={c.member.enabled ? 'success' : 'danger'}>{t(c.member.enabled ? 'business.active' : 'business.disabled')}</Badge>
      ),
      text: (c) => t(c.member.enabled ? 'business.active' : 'business.disabled'),
    },
  ];
}
