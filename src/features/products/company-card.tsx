import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { useT } from '../../i18n/index.js';
import { Card } from '../../ui/card.js';
import { Skeleton } from '../../ui/skeleton.js';
import { ErrorState } from '../../ui/states.js';
import { TruncatedText } from '../../ui/truncated-text.js';
import { useMediaUrl } from '../../state/api.js';
import { Link } from '../../connected/link.js';
import { Badge } from '../../ui/badge.js';
import { displayName } from '../../ui/avatar.js';

const DASH = '—';
const pic = css({
  w: '12',
  h: '12',
  borderRadius: 'l3',
  objectFit: 'cover',
  bg: 'bg.subtle',
  flexShrink: 0,
  '@container (min-width: 40rem)': { w: '16', h: '16' },
});
// The card is the container: narrow, the picture sits beside the name and the values take the full width
// under both (the info box lets its children join the card's grid); wide, the picture stands beside name and values.
const card = css({ containerType: 'inline-size' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '3',
  alignItems: 'center',
  '@container (min-width: 40rem)': { columnGap: '4' },
});
const info = css({
  display: 'contents',
  '@container (min-width: 40rem)': { display: 'flex', flexDirection: 'column', gap: '2', minW: '0' },
});
// Laid out by the card's own width (a container query), not the window's: the sidebar and an embedding
// portal decide how wide the card is. Narrow: owner, legal name and email on their own rows, VAT number and
// phone side by side, then the branch count; wide: three columns on two rows. Every column may shrink below its
// content (minmax(0, …)), so a long value is cut or wrapped inside its own cell and never runs into the next.
const grid = css({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '3',
  fontSize: '13px',
  '& > [data-field=owner], & > [data-field=legalName], & > [data-field=email]': { gridColumn: 'span 2' },
  '@container (min-width: 40rem)': {
    gridColumn: 'auto',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)',
    columnGap: '5',
    '& > [data-field=owner], & > [data-field=legalName], & > [data-field=email]': { gridColumn: 'auto' },
  },
});
// The status. Narrow: beside the picture, its label above it like every value under them (a lone "Status Active"
// floated in the middle of the row, design round 8); wide: on one line above the values.
const meta = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifySelf: 'start',
  gap: '1',
  fontSize: '13px',
  '@container (min-width: 40rem)': { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
});
// Narrow, a row of its own: in the picture's column it widened that column to its text and pushed the status
// to the middle of the card (design round 9: "Status Active" still floated at 390).
const detailsLink = css({ overflowWrap: 'anywhere', gridColumn: '1 / -1', justifySelf: 'start' });
const label = css({ color: 'fg.muted', fontSize: '12px' });
/** Values that are words (the owner, the legal name) and phone numbers (at their spaces) wrap; addresses stay on one line and are cut (TruncatedText). */
const WRAPPING = new Set(['owner', 'legalName', 'phone']);

/**
 * The company of the products list, under the page's heading (the company's name, issue 38): what the heading
 * does not say — picture, status, owner, legal name, VAT number, email, first branch phone, branches — and the
 * link to the company's drawer on Business. The card does not repeat the name.
 */
export function CompanyCard({
  company,
  loading,
  error,
  onRetry,
}: {
  company?: Company;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}) {
  const t = useT();
  const media = useMediaUrl();
  if (error)
    return (
      <Card>
        <ErrorState onRetry={onRetry} />
      </Card>
    );
  if (loading || !company)
    return (
      <Card>
        <Skeleton height="lg" />
      </Card>
    );
  const owner = displayName(company.member) || (company.member.username ? `@${company.member.username}` : '');
  const fields: [string, string][] = [
    ['owner', owner || DASH],
    ['legalName', company.legalName || DASH],
    ['vat', company.vat || DASH],
    ['email', company.companyEmail || DASH],
    ['phone', company.branches[0]?.companyCellphone || DASH],
    ['branches', String(company.branches.length)],
  ];
  const enabled = company.member.enabled;
  return (
    <Card className={card} data-part="company-card">
      <div className={layout}>
        {company.profilePic ? (
          <img src={media(company.profilePic)} alt={t('products.company.picture', { name: company.name })} className={pic} />
        ) : (
          <span className={pic} aria-hidden="true" />
        )}
        <div className={info}>
          <p className={meta}>
            <span className={label}>{t('products.company.status')}</span>
            {/* In words, not by colour alone. */}
            <Badge tone={enabled ? 'success' : 'danger'} data-part="company-status" data-enabled={enabled}>
              {t(enabled ? 'products.company.active' : 'products.company.disabled')}
            </Badge>
          </p>
          <dl className={grid}>
            {fields.map(([k, v]) => (
              <div key={k} data-field={k} className={css({ minW: '0' })}>
                <dt className={label}>{t(`products.company.${k}`)}</dt>
                <dd className={css({ minW: '0', overflowWrap: 'anywhere' })}>
                  {WRAPPING.has(k) ? v : <TruncatedText data-part="value">{v}</TruncatedText>}
                </dd>
              </div>
            ))}
          </dl>
          {/* Last, after the values (so Tab reaches a cut value first): the company's drawer on Business. */}
          <Link to={`/business/${company.id}`} className={detailsLink} data-part="company-details">
            {t('products.company.details')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
