import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { useT } from '../../i18n/index.js';
import { Card } from '../../ui/card.js';
import { Skeleton } from '../../ui/skeleton.js';
import { ErrorState } from '../../ui/states.js';

const DASH = '—';
const pic = css({ w: '16', h: '16', borderRadius: 'l3', objectFit: 'cover', bg: 'bg.subtle', flexShrink: 0 });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3', fontSize: '13px', flex: '1' });
const label = css({ color: 'fg.muted', fontSize: '12px' });

/** The company of the products list: picture, name, legal name, email, first branch phone, branches. */
export function CompanyCard({ company, loading, error, onRetry }: { company?: Company; loading: boolean; error: unknown; onRetry(): void }) {
  const t = useT();
  if (error) return <Card><ErrorState onRetry={onRetry} /></Card>;
  if (loading || !company) return <Card><Skeleton height="lg" /></Card>;
  const fields: [string, string][] = [
    ['legalName', company.legalName || DASH],
    ['email', company.companyEmail || DASH],
    ['phone', company.branches[0]?.companyCellphone || DASH],
    ['branches', String(company.branches.length)],
  ];
  return (
    <Card className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })} data-part="company-card">
      {company.profilePic ? <img src={company.profilePic} alt={t('products.company.picture', { name: company.name })} className={pic} /> : <span className={pic} aria-hidden="true" />}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}>
        <h2 className={css({ fontSize: '18px', fontWeight: 'semibold' })} data-part="company-name">{company.name}</h2>
        <dl className={grid}>
          {fields.map(([k, v]) => (
            <div key={k} data-field={k}>
              <dt className={label}>{t(`products.company.${k}`)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
