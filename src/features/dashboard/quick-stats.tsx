import { useMemo } from 'react';
import { css } from 'styled-system/css';
import type { TrendMetric, TrendRange } from '../../api/contract/insights.js';
import { useT } from '../../i18n/index.js';
import { Card } from '../../ui/card.js';
import { BuildingIcon, ClockIcon, PackageIcon, UserIcon, UsersIcon } from '../../ui/icons.js';
import { SegmentedControl } from '../../ui/segmented-control.js';
import { ErrorState } from '../../ui/states.js';
import { BanIcon } from './ban-icon.js';
import { CountCard, TrendCard } from './trend-card.js';
import { isRange, RANGES, rangeLabel } from './trend-format.js';
import { useTrends } from './use-insights.js';

const METRICS: { metric: TrendMetric; icon: typeof UsersIcon }[] = [
  { metric: 'members', icon: UsersIcon },
  { metric: 'activeMembers', icon: UserIcon },
  { metric: 'companies', icon: BuildingIcon },
  { metric: 'products', icon: PackageIcon },
];

// The cards follow the section's own width (the sidebar or an embedding portal decides it), not the window's.
const section = css({ containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: '3' });
const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '2' });
const h2 = css({ fontSize: '15px', fontWeight: 'semibold' });
// Each card keeps its own height (a chart table opened in one does not stretch its neighbour: align start).
// Two to a row from 20rem (a phone), so the home page stays short; one on the narrowest (320 px).
const grid = css({
  display: 'grid',
  gap: '3',
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@container (min-width: 20rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@container (min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@container (min-width: 76rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/**
 * Quick stats (issue 16): new members, active members, new companies and new products over the chosen
 * period beside the period before, each with its chart; then pending activations and disabled members, two
 * counts of now. The period switch keeps its choice in the URL (`range`, under the panel's prefix when
 * embedded); while another period loads, the cards keep the last one's numbers, dimmed and busy.
 */
export function QuickStats({ range, onRangeChange }: { range: TrendRange; onRangeChange(range: TrendRange): void }) {
  const t = useT();
  const trends = useTrends(range);
  const options = useMemo(() => RANGES.map((r) => ({ value: r, label: rangeLabel(r, t) })), [t]);
  const data = trends.data;
  // The numbers on screen may still be the previous period's: their texts say theirs.
  const shown = data && isRange(data.range) ? data.range : range;
  const busy = trends.isPlaceholderData;
  return (
    <section aria-labelledby="trends-title" className={section} data-part="quick-stats">
      <div className={header}>
        <h2 id="trends-title" className={h2}>
          {t('dashboard.trends.title')}
        </h2>
        <SegmentedControl
          label={t('dashboard.trends.range')}
          hideLabel
          options={options}
          value={range}
          onValueChange={(v) => isRange(v) && onRangeChange(v)}
        />
      </div>
      {trends.isError ? (
        <Card>
          <ErrorState onRetry={() => void trends.refetch()} />
        </Card>
      ) : (
        <div
          className={grid}
          aria-busy={!data || busy || undefined}
          aria-label={!data ? t('dashboard.trends.loading') : undefined}
          role={!data ? 'group' : undefined}
        >
          {METRICS.map(({ metric, icon }) => (
            <TrendCard key={metric} metric={metric} icon={icon} data={data} range={shown} busy={busy} />
          ))}
          <CountCard
            card="pendingActivations"
            label={t('dashboard.trends.now.pendingActivations')}
            icon={ClockIcon}
            count={data?.pendingActivations}
            busy={busy}
          />
          <CountCard
            card="disabledAccounts"
            label={t('dashboard.trends.now.disabledMembers')}
            icon={BanIcon}
            count={data?.disabledAccounts}
            busy={busy}
          />
        </div>
      )}
    </section>
  );
}
