import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useLang, useNamespace, useT } from '../../i18n/index.js';
import { Link } from '../../connected/link.js';
import { absoluteTime, activitySentence, relativeTime } from '../../ui/activity-text.js';
import { ChevronRightIcon } from '../../ui/icons.js';
import { SkeletonText } from '../../ui/skeleton.js';
import { EmptyState, ErrorState } from '../../ui/states.js';
import { RECENT_EVENTS, useRecentActivity } from './use-insights.js';

/** Now, again every minute: "2 min ago" moves on while the dashboard stays open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '2', mb: '3' });
const h2 = css({ fontSize: '15px', fontWeight: 'semibold' });
// A card without its padding: the rows pad themselves and draw the lines between them.
const box = css({
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'card',
  overflow: 'hidden',
});
const list = css({ listStyle: 'none', m: '0', p: '0' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '3',
  rowGap: '0.5',
  py: '2.5',
  px: '4',
  fontSize: '14px',
  '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'border.default' },
});
// On a phone the three newest (the page stays short; "See all activity" has the rest), no line under the third.
const phoneFive = css({
  '&:nth-child(n+4)': { display: { base: 'none', sm: 'flex' } },
  '&:nth-child(3)': { borderBottomWidth: { base: '0', sm: '1px' } },
});
// On a phone the time stays beside the sentence (a line less a row); wider, it goes under a sentence too long.
const sentence = css({ flex: { base: '1 1 0', sm: '1 1 16rem' }, minW: '0', overflowWrap: 'anywhere' });
const time = css({ color: 'fg.muted', fontSize: '13px', whiteSpace: 'nowrap' });

/**
 * The last ten events of the audit trail as sentences (the activity panel's, src/ui/activity-text.ts), each
 * with how long ago (the absolute time as its tooltip and its `datetime`), and a link to the whole trail.
 */
export function RecentActivity() {
  const t = useT();
  const [lang] = useLang();
  const texts = useNamespace('activity');
  const events = useRecentActivity();
  const now = useNow();
  const pending = events.isPending || (events.isSuccess && !texts);
  return (
    <section aria-labelledby="recent-title" data-part="recent-activity">
      <div className={header}>
        <h2 id="recent-title" className={h2}>
          {t('dashboard.recent.title')}
        </h2>
        <Link
          to="/activity"
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: '13px' })}
          data-part="see-all-activity"
        >
          {t('dashboard.recent.seeAll')}
          <ChevronRightIcon size={14} />
        </Link>
      </div>
      <div className={box}>
        {events.isError ? (
          <ErrorState onRetry={() => void events.refetch()} />
        ) : pending ? (
          <ul className={list} aria-busy="true" aria-label={t('dashboard.recent.loading')}>
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className={row}>
                <SkeletonText width={`${60 - i * 6}%`} className={sentence} />
              </li>
            ))}
          </ul>
        ) : !events.data?.length ? (
          <EmptyState title={t('dashboard.recent.empty')} description={t('dashboard.recent.emptyHint')} />
        ) : (
          <ol className={list} data-part="recent-list">
            {events.data.slice(0, RECENT_EVENTS).map((e) => (
              <li key={e.id} className={`${row} ${phoneFive}`} data-part="recent-row" data-action={e.action}>
                <span className={sentence} data-part="recent-sentence">
                  {activitySentence(e, t)}
                </span>
                <time className={time} dateTime={e.at} title={absoluteTime(e.at, lang)}>
                  {relativeTime(e.at, now, lang)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
