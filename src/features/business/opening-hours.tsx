import { css } from 'styled-system/css';
import type { OpeningHours } from '../../api/contract/company.js';
import { WEEKDAYS } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';

/** Opening hours per weekday: 'start - end' ranges (several per day) or closed. */
export function OpeningHoursTable({ hours }: { hours: OpeningHours | null }) {
  const t = useT();
  if (!hours) return <p className={css({ color: 'fg.muted', fontSize: '13px' })}>{t('business.branches.noHours')}</p>;
  return (
    <dl
      className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1', fontSize: '13px' })}
      data-part="opening-hours"
    >
      {WEEKDAYS.map((d) => {
        const day = hours[d];
        const closed = !day || day.closed || day.ranges.length === 0;
        return (
          <div key={d} className={css({ display: 'contents' })} data-day={d}>
            <dt className={css({ fontWeight: 'medium' })}>{t(`business.weekdays.${d}`)}</dt>
            <dd className={css({ color: closed ? 'fg.muted' : 'fg.default' })}>
              {closed ? t('business.branches.closed') : day.ranges.map((r) => `${r.start} - ${r.end}`).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
