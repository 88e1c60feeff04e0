import { css } from 'styled-system/css';
import type { Company } from '../../api/contract/company.js';
import { useLang, useT } from '../../i18n/index.js';
import { regionName } from '../../i18n/region.js';
import { Dialog } from '../../ui/dialog.js';
import { OpeningHoursTable } from './opening-hours.js';
import { Flag } from '../../ui/flag.js';

const DASH = '—';
const card = css({ border: '1px solid', borderColor: 'border.default', borderRadius: 'l2', p: '4', display: 'flex', flexDirection: 'column', gap: '3' });
const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '2', fontSize: '13px' });
const label = css({ color: 'fg.muted', fontSize: '12px' });

/** Every branch of a company: name, address, city, zip, region, country, phone, opening hours. */
export function BranchesDialog({ company, onClose }: { company: Company | null; onClose(): void }) {
  const t = useT();
  const [lang] = useLang();
  return (
    <Dialog open={!!company} onOpenChange={(o) => !o && onClose()} size="lg" title={t('business.branches.title', { name: company?.name ?? '' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-part="branches">
        {company?.branches.length === 0 && <p>{t('business.branches.none')}</p>}
        {company?.branches.map((b) => (
          <section key={b.id} className={card} aria-label={b.name} data-part="branch">
            <h3 className={css({ fontWeight: 'semibold' })}>{b.name}</h3>
            <dl className={fields}>
              {(
                [
                  ['address', b.address],
                  ['city', b.city],
                  ['zip', b.zip],
                  ['region', b.region],
                  ['country', b.country ? (
                    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                      <Flag code={b.country} />
                      {regionName(b.country, lang)}
                    </span>
                  ) : null],
                  ['phone', b.companyCellphone],
                ] as const
              ).map(([k, v]) => (
                <div key={k} data-field={k}>
                  <dt className={label}>{t(`business.branches.${k}`)}</dt>
                  <dd>{v || DASH}</dd>
                </div>
              ))}
            </dl>
            <div>
              <h4 className={css({ fontSize: '13px', fontWeight: 'semibold', mb: '1' })}>{t('business.branches.hours')}</h4>
              <OpeningHoursTable hours={b.openingHours} />
            </div>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
