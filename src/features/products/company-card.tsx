import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { useT } from '../../i18n/index.js';
import { Card } from '../../ui/card.js';
import { Skeleton } from '../../ui/skeleton.js';
import { ErrorState } from '../../ui/states.js';
import { TruncatedText } from '../../ui/truncated-text.js';
import { useMediaUrl } from '../../state/api.js';

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
// portal decide how wide the card is. Narrow: legal name and email on their own rows, phone and branch count
// side by side; wide: four columns, the email given the most room. Every column may shrink below its
// content (minmax(0, …)), so a long value is cut or wrapped inside its own cell and never runs into the next.
const grid = css({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '3',
  fontSize: '13px',
  '& > [data-field=legalName], & > [data-field=email]': { gridColumn: 'span 2' },
  '@container (min-width: 40rem)': {
    gridColumn: 'auto',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(max-content, 0.5fr)',
    columnGap: '5',
    '& > [data-field=legalName], & > [data-field=email]': { gridColumn: 'auto' },
  },
});
const label = css({ color: 'fg.muted', fontSize: '12px' });
/** Values that are words (the legal name) wrap; addresses and numbers stay on one line and are cut (TruncatedText). */
const WRAPPING = new Set(['legalName']);

/** The company of the products list: picture, name, legal name, email, first branch phone, branches. */
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
  const fields: [string, string][] = [
    ['legalName', company.legalName || DASH],
    ['email', company.companyEmail || DASH],
    ['phone', company.branches[0]?.companyCellphone || DASH],
    ['branches', String(company.branches.length)],
  ];
  return (
    <Card className={card} data-part="company-card">
      <div className={layout}>
        {company.profilePic ? (
          <img src={media(company.profilePic)} alt={t('products.company.picture', { name: company.name })} className={pic} />
        ) : (
          <span className={pic} aria-hidden="true" />
        )}
        <div className={info}>
          <h2 className={css({ fontSize: '18px', fontWeight: 'semibold', overflowWrap: 'anywhere' })} data-part="company-name">
            {company.name}
          </h2>
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
        </div>
      </div>
    </Card>
  );
}
