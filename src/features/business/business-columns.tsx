import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import type { Translate } from '../../i18n/index.js';
import { displayName } from '../../ui/avatar.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Link } from '../../hooks/link.js';
import type { Column } from '../../ui/list/types.js';
import { Flag } from '../../ui/flag.js';
import { regionName } from '../../i18n/region.js';

const DASH = '—';
const muted = css({ color: 'fg.muted', fontSize: '13px', whiteSpace: 'nowrap' });
const nowrap = css({ whiteSpace: 'nowrap' });
const logo = css({ w: '8', h: '8', borderRadius: 'l2', objectFit: 'cover', bg: 'bg.subtle', flexShrink: 0 });

export const ownerName = (c: Company) => displayName(c.member) || c.member.username || '';

/** Columns of the business table; `onBranches` opens the branches dialog of a company. */
export function businessColumns(t: Translate, lang: string, onBranches: (c: Company) => void): Column<Company>[] {
  return [
    {
      id: 'name',
      header: t('business.columns.name'),
      cell: (c) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          {c.profilePic ? <img src={c.profilePic} alt="" className={logo} /> : <span aria-hidden="true" className={logo} />}
          <span className={css({ display: 'flex', flexDirection: 'column' })}>
            <Link to={`/products?companyId=${c.id}`}>{c.name}</Link>
            <span className={muted}>{c.vat ? t('business.vat', { vat: c.vat }) : DASH}</span>
          </span>
        </span>
      ),
      text: (c) => (c.vat ? `${c.name} (${t('business.vat', { vat: c.vat })})` : c.name),
    },
    {
      id: 'owner',
      header: t('business.columns.owner'),
      cell: (c) => (
        <span className={css({ display: 'flex', flexDirection: 'column' })}>
          <span>{ownerName(c) || DASH}</span>
          <span className={muted}>@{c.member.username ?? ''}</span>
        </span>
      ),
      text: (c) => `${ownerName(c)} (@${c.member.username ?? ''})`,
    },
    {
      id: 'branches',
      header: t('business.columns.branches'),
      cell: (c) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <span data-part="branch-count">{c.branches.length}</span>
          <Button variant="ghost" size="sm" onClick={() => onBranches(c)} aria-label={t('business.viewAllFor', { name: c.name })} data-part="view-branches">
            {t('business.viewAll')}
          </Button>
        </span>
      ),
      text: (c) => c.branches.length.toLocaleString(lang),
    },
    { id: 'email', header: t('business.columns.email'), cell: (c) => c.companyEmail || DASH, text: (c) => c.companyEmail || DASH },
    { id: 'phone', header: t('business.columns.phone'), cell: (c) => <span className={nowrap}>{c.branches[0]?.companyCellphone || DASH}</span>, text: (c) => c.branches[0]?.companyCellphone || DASH },
    {
      id: 'country',
      header: t('business.columns.country'),
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
      cell: (c) => <Badge tone={c.member.enabled ? 'success' : 'danger'}>{t(c.member.enabled ? 'business.active' : 'business.disabled')}</Badge>,
      text: (c) => t(c.member.enabled ? 'business.active' : 'business.disabled'),
    },
  ];
}
