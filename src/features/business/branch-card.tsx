import { css } from 'styled-system/css';
import type { Branch } from '../../api/contract/company.js';
import { useLang, useT } from '../../i18n/index.js';
import { regionName } from '../../i18n/region.js';
import { Flag } from '../../ui/flag.js';
import { OpeningHoursTable } from './opening-hours.js';

const DASH = '—';
const card = css({
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l2',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minW: '0',
});
const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '2', fontSize: '13px' });
const label = css({ color: 'fg.muted', fontSize: '12px' });

/**
 * One branch: name, address, city, zip, region, country, phone, opening hours (the branches dialog and the
 * company drawer). `level`: the heading level of its name (under the dialog's or the drawer's section).
 */
export function BranchCard({ branch: b, level = 3 }: { branch: Branch; level?: 3 | 4 }) {
  const t = useT();
  const [lang] = useLang();
  const Name = level === 3 ? 'h3' : 'h4';
  const Hours = level === 3 ? 'h4' : 'h5';
  return (
    <section className={card} aria-label={b.name} data-part="branch">
      <Name className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{b.name}</Name>
      <dl className={fields}>
        {(
          [
            ['address', b.address],
            ['city', b.city],
            ['zip', b.zip],
            ['region', b.region],
            [
              'country',
              b.country ? (
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                  <Flag code={b.country} />
                  {regionName(b.country, lang)}
                </span>
              ) : null,
            ],
            ['phone', b.companyCellphone],
          ] as const
        ).map(([k, v]) => (
          <div key={k} data-field={k} className={css({ minW: '0', overflowWrap: 'anywhere' })}>
            <dt className={label}>{t(`business.branches.${k}`)}</dt>
            <dd>{v || DASH}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Hours className={css({ fontSize: '13px', fontWeight: 'semibold', mb: '1' })}>{t('business.branches.hours')}</Hours>
        <OpeningHoursTable hours={b.openingHours} />
      </div>
    </section>
  );
}
