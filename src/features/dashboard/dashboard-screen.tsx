import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useSession } from '../../state/use-session.js';
import { Card } from '../../ui/card.js';
import { BellIcon, BuildingIcon, ChevronRightIcon, FolderTreeIcon, PackageIcon, UsersIcon } from '../../ui/icons.js';
import { Link } from '../../connected/link.js';
import { Page } from '../../ui/page.js';
import { SkeletonText } from '../../ui/skeleton.js';
import { ErrorState } from '../../ui/states.js';
import { useListState, useStatePrefix } from '../../connected/use-list-state.js';
import type { ListDefaults } from '../../lists/url-state.js';
import { QuickStats } from './quick-stats.js';
import { RecentActivity } from './recent-activity.js';
import { DEFAULT_RANGE, isRange } from './trend-format.js';
import { useInsights } from './use-insights.js';

/** The dashboard's state in the URL: the quick stats' period (`range`, 30 days unless said). */
const DASHBOARD_DEFAULTS: ListDefaults = { filters: { range: DEFAULT_RANGE }, sort: '', sorts: [] };

const TOTALS = [
  { key: 'companies', label: 'dashboard.totals.companies', icon: BuildingIcon },
  { key: 'users', label: 'dashboard.totals.customers', icon: UsersIcon },
  { key: 'products', label: 'dashboard.totals.products', icon: PackageIcon },
] as const;

const MODULES = [
  { to: '/categories', key: 'categories', icon: FolderTreeIcon },
  { to: '/customers', key: 'customers', icon: UsersIcon },
  { to: '/notifications', key: 'notifications', icon: BellIcon },
  { to: '/business', key: 'business', icon: BuildingIcon },
] as const;

// Three totals side by side at every width: on a phone small stat tiles (label over the number, no icon).
const grid = css({ display: 'grid', gap: { base: '2', sm: '4' }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
// The card's look (ui/card) with its own padding: two padding classes on one element would fight.
const tile = css({
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'card',
  p: { base: '3', sm: '5' },
  minW: '0',
  '@media (max-width: 374.98px)': { px: '2' },
});
const tileHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', color: 'fg.muted' });
const tileLabel = css({
  fontSize: { base: '12px', sm: '13px' },
  fontWeight: 'medium',
  minW: '0',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // At 320 px a tile's label has about 66 px: "Companies" read "Compan…" (trial round 5).
  '@media (max-width: 374.98px)': { fontSize: '11px' },
});
const tileIcon = css({ display: { base: 'none', sm: 'inline-flex' } });
const h2 = css({ fontSize: '15px', fontWeight: 'semibold', mb: '3' });
// Round 5: "Customers 80" on the dashboard against 60 in the list (company owners left out there until asked).
const note = css({ fontSize: '13px', color: 'fg.muted', mt: '2' });
const totalValue = css({
  fontSize: { base: '20px', sm: '28px' },
  fontWeight: 'semibold',
  mt: '1',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

const moduleTile = css({
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'card',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', sm: '4' },
  p: { base: '3', sm: '5' },
  minW: '0',
  _hover: { borderColor: 'border.emphasized', bg: 'bg.subtle' },
});

/**
 * Dashboard (/home): greeting, totals from /insights/all, quick stats of a period (issue 16), recent activity,
 * module tiles.
 */
export function DashboardScreen() {
  const t = useT();
  const { memberInfo } = useSession();
  const insights = useInsights();
  const url = useListState(useStatePrefix('d.'), DASHBOARD_DEFAULTS);
  const range = isRange(url.state.filters.range) ? url.state.filters.range : DEFAULT_RANGE;
  const name = memberInfo?.firstName?.trim() || t('dashboard.fallbackName');
  return (
    <Page
      name="dashboard"
      className={css({ gap: { base: '6', sm: '8' } })}
      title={<span data-part="greeting">{t('dashboard.greeting', { name })}</span>}
      description={t('dashboard.subtitle')}
    >
      <section aria-labelledby="totals-title">
        <h2 id="totals-title" className={h2}>
          {t('dashboard.totals.title')}
        </h2>
        {insights.isError ? (
          <Card>
            <ErrorState onRetry={() => void insights.refetch()} />
          </Card>
        ) : (
          <>
            <div className={grid}>
              {TOTALS.map(({ key, label, icon: Icon }) => (
                <div
                  key={key}
                  className={tile}
                  data-total={key}
                  aria-busy={insights.isPending || undefined}
                  aria-describedby={key === 'users' ? 'totals-customers-note' : undefined}
                >
                  <div className={tileHead}>
                    <span className={tileLabel}>{t(label)}</span>
                    <span className={tileIcon}>
                      <Icon size={18} />
                    </span>
                  </div>
                  {/* The skeleton is one line of the value's own text box, so the number takes its place without a shift. */}
                  {insights.isPending ? (
                    <p className={totalValue} data-part="total-skeleton">
                      <SkeletonText width="5rem" />
                    </p>
                  ) : (
                    <p className={totalValue} data-part="total-value">
                      {(insights.data?.[key] ?? 0).toLocaleString()}
                    </p>
                  )}
                </div>
              ))}
            </div>
            <p id="totals-customers-note" className={note} data-part="totals-note">
              {t('dashboard.totals.customersNote')}
            </p>
          </>
        )}
      </section>
      <QuickStats range={range} onRangeChange={(r) => url.setFilters({ range: r })} />
      <RecentActivity />
      <section aria-labelledby="modules-title">
        <h2 id="modules-title" className={h2}>
          {t('dashboard.modules.title')}
        </h2>
        {/* Two to a row; one under 22rem, where a tile's title had some 60 px and broke "Categorie" in two (320 px). */}
        <div
          className={css({
            display: 'grid',
            gap: { base: '2', sm: '4' },
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@media (min-width: 22rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          })}
        >
          {MODULES.map(({ to, key, icon: Icon }) => (
            <Link key={key} to={to} plain data-module={key} className={moduleTile}>
              <span
                className={css({
                  p: { base: '1.5', sm: '2.5' },
                  borderRadius: 'l2',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                  display: 'inline-flex',
                })}
              >
                <Icon size={20} />
              </span>
              <span className={css({ flex: 1, minW: '0', display: 'flex', flexDirection: 'column' })}>
                <span className={css({ fontWeight: 'semibold', overflowWrap: 'break-word' })}>{t(`dashboard.modules.${key}.title`)}</span>
                {/* On a phone the title alone: the tiles two to a row, the page short. */}
                <span className={css({ fontSize: '13px', color: 'fg.muted', display: { base: 'none', sm: 'block' } })}>
                  {t(`dashboard.modules.${key}.description`)}
                </span>
              </span>
              <span className={css({ display: { base: 'none', sm: 'inline-flex' } })}>
                <ChevronRightIcon />
              </span>
            </Link>
          ))}
        </div>
      </section>
    </Page>
  );
}
