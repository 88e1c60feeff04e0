import { useId, useMemo, useState, type ComponentType } from 'react';
import { css } from 'styled-system/css';
import type { TrendMetric, TrendRange, Trends } from '../../api/contract/insights.js';
import { useLang, useT } from '../../i18n/index.js';
import { Link } from '../../connected/link.js';
import { Button } from '../../ui/button.js';
import { cx } from '../../ui/cx.js';
import { ChevronRightIcon, TableIcon } from '../../ui/icons.js';
import { Skeleton, SkeletonText } from '../../ui/skeleton.js';
import { BarChart, ChartTable, type ChartPoint } from './trend-chart.js';
import { bucketLabel, formatCount, spansYears, trendChange } from './trend-format.js';

type IconType = ComponentType<{ size?: number }>;

// The card's look (ui/card) with its own padding, tighter on a phone (two cards to a row there).
const card = css({
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'card',
  p: { base: '3.5', sm: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: '0',
  transition: 'opacity 150ms',
  '&[aria-busy=true]': { opacity: 0.6 },
});
// On a phone (the section 20–36rem wide) a trend card takes the whole row, its chart beside the number and the
// change instead of under them: two to a row squeezed the change into three lines beside a chart of 30 bars in
// 130 px (design round 8). Narrower (320 px) and wider, the parts stack.
const trendCard = css({
  // Literal (Panda extracts it at build time): the section 20–36rem wide.
  '@container (min-width: 20rem) and (max-width: 35.99rem)': {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.15fr)',
    gridTemplateAreas: '"head head" "value chart" "change chart" "table table" "footer footer"',
    gridTemplateRows: 'auto auto 1fr auto auto',
    columnGap: '4',
    rowGap: '1',
    '& > [data-area=head]': { gridArea: 'head', mb: '1' },
    '& > [data-area=value]': { gridArea: 'value' },
    '& > [data-area=change]': { gridArea: 'change' },
    '& > [data-area=chart]': { gridArea: 'chart', alignSelf: 'center' },
    '& > [data-part=trend-table]': { gridArea: 'table' },
    '& > [data-area=footer]': { gridArea: 'footer', mt: '1' },
  },
});
// The counts of now, on a phone: the whole row too (design round 9: two to a row, their labels and links wrapped
// unevenly), the number beside its hint, the link under them.
const countCard = css({
  '@container (min-width: 20rem) and (max-width: 35.99rem)': {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gridTemplateAreas: '"head head" "value hint" "footer footer"',
    alignItems: 'center',
    columnGap: '4',
    rowGap: '1',
    '& > [data-area=head]': { gridArea: 'head', mb: '1' },
    '& > [data-area=value]': { gridArea: 'value' },
    '& > [data-area=hint]': { gridArea: 'hint' },
    '& > [data-area=footer]': { gridArea: 'footer', mt: '1' },
  },
});
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', color: 'fg.muted' });
const title = css({ fontSize: '13px', fontWeight: 'medium', overflowWrap: 'anywhere' });
const value = css({
  fontSize: { base: '22px', sm: '28px' },
  lineHeight: { base: '28px', sm: '36px' },
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
});
const changeLine = css({ fontSize: '13px', lineHeight: '20px', display: 'flex', flexWrap: 'wrap', columnGap: '2', minH: '5' });
const changeText = css({
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  '&[data-direction=up]': { color: 'success.text' },
  '&[data-direction=down]': { color: 'danger.text' },
  '&[data-direction=same]': { color: 'fg.muted' },
});
const muted = css({ color: 'fg.muted', overflowWrap: 'anywhere' });
const srOnly = css({ srOnly: true });
// The chart (56 px) and its dates under it; the placeholder and the empty text take the same box.
const chartBox = css({ h: '76px', display: 'flex', alignItems: 'flex-start' });
const footer = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '2',
  mt: 'auto',
  pt: '1',
});
// The ghost button's text lines up with the card's text (its padding hangs into the card's).
const seeLink = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: '13px', ms: 'auto' });

/**
 * Where each card leads: the list it counts. Products have no list of their own (they are listed per company,
 * /products without one shows nothing), so their card leads nowhere rather than to the companies.
 */
export const CARD_LINKS = {
  companies: { to: '/business', text: 'dashboard.trends.see.companies' },
  products: null,
  members: { to: '/customers', text: 'dashboard.trends.see.members' },
  activeMembers: { to: '/customers', text: 'dashboard.trends.see.members' },
  pendingActivations: { to: '/customers', text: 'dashboard.trends.see.members' },
  // Every disabled member, company owners included (the count's own scope): the business toggle on.
  disabledAccounts: { to: '/customers?enabled=false&business=1', text: 'dashboard.trends.see.disabled' },
} as const;

function SeeLink({ card: key }: { card: keyof typeof CARD_LINKS }) {
  const t = useT();
  const link = CARD_LINKS[key];
  if (!link) return null;
  const { to, text } = link;
  return (
    <Link to={to} className={seeLink} data-part="card-link">
      {t(text)}
      <ChevronRightIcon size={14} />
    </Link>
  );
}

function CardHead({ label, icon: Icon }: { label: string; icon: IconType }) {
  return (
    <div className={head} data-area="head">
      <h3 className={title}>{label}</h3>
      <Icon size={18} />
    </div>
  );
}

/**
 * One trend of the range: the total, its change against the range before (sign and arrow, the words for
 * screen readers), a bar chart of the buckets with its table on demand, and a link to the list it counts.
 * Without data yet, the same box with placeholders (nothing moves when the numbers arrive).
 */
export function TrendCard({
  metric,
  icon,
  data,
  range,
  busy,
}: {
  metric: TrendMetric;
  icon: IconType;
  data: Trends | undefined;
  range: TrendRange;
  busy: boolean;
}) {
  const t = useT();
  const [lang] = useLang();
  const [table, setTable] = useState(false);
  const tableId = useId();
  const label = t(`dashboard.trends.metrics.${metric}`);
  const points = useMemo<ChartPoint[]>(() => {
    if (!data) return [];
    const withYear = spansYears(data.points.map((p) => p.date));
    return data.points.map((p) => ({ label: bucketLabel(p.date, lang, withYear), value: p[metric], shown: formatCount(p[metric], lang) }));
  }, [data, metric, lang]);
  if (!data)
    return (
      <div className={cx(card, trendCard)} data-trend={metric} aria-busy="true">
        <CardHead label={label} icon={icon} />
        <p className={value} data-area="value">
          <SkeletonText width="5rem" />
        </p>
        <p className={changeLine} data-area="change">
          <SkeletonText width="12rem" />
        </p>
        <div className={chartBox} data-area="chart">
          <Skeleton className={css({ w: 'full', h: '14' })} />
        </div>
        <div className={footer} data-area="footer">
          <SeeLink card={metric} />
        </div>
      </div>
    );
  const total = data.totals[metric];
  const change = trendChange(total, range, lang, t);
  const empty = points.every((p) => p.value === 0);
  const toggleText = t(table ? 'dashboard.trends.hideTable' : 'dashboard.trends.showTable');
  return (
    <div className={cx(card, trendCard)} data-trend={metric} aria-busy={busy || undefined}>
      <CardHead label={label} icon={icon} />
      <p className={value} data-part="trend-value" data-area="value">
        {formatCount(total.current, lang)}
      </p>
      <p className={changeLine} data-area="change">
        <span className={changeText} data-part="trend-change" data-direction={change.direction} aria-hidden="true">
          {change.text}
        </span>
        <span className={muted} aria-hidden="true">
          {change.compared}
        </span>
        <span className={srOnly} data-part="trend-change-words">
          {change.words}
        </span>
      </p>
      <div className={chartBox} data-area="chart">
        {empty ? (
          <p className={cx(muted, css({ fontSize: '13px' }))} data-part="trend-empty">
            {t('dashboard.trends.emptyChart')}
          </p>
        ) : (
          <BarChart
            points={points}
            label={t(data.bucket === 'week' ? 'dashboard.trends.perWeek' : 'dashboard.trends.perDay', { metric: label })}
          />
        )}
      </div>
      {!empty && (
        <ChartTable
          id={tableId}
          hidden={!table}
          caption={t(data.bucket === 'week' ? 'dashboard.trends.perWeek' : 'dashboard.trends.perDay', { metric: label })}
          bucketHeader={t(data.bucket === 'week' ? 'dashboard.trends.week' : 'dashboard.trends.day')}
          valueHeader={label}
          points={points}
        />
      )}
      <div className={footer} data-area="footer">
        {!empty && (
          <Button
            variant="soft"
            size="sm"
            // Four cards, four such buttons: the name says whose table (the visible words first, WCAG 2.5.3).
            aria-label={`${toggleText}: ${label}`}
            aria-expanded={table}
            aria-controls={tableId}
            onClick={() => setTable((v) => !v)}
            data-part="table-toggle"
          >
            <TableIcon aria-hidden="true" />
            {toggleText}
          </Button>
        )}
        <SeeLink card={metric} />
      </div>
    </div>
  );
}

/** A count of now (pending activations, disabled members): the range does not change it. */
export function CountCard({
  card: key,
  label,
  icon,
  count,
  busy,
}: {
  card: 'pendingActivations' | 'disabledAccounts';
  label: string;
  icon: IconType;
  count: number | undefined;
  busy: boolean;
}) {
  const t = useT();
  const [lang] = useLang();
  return (
    <div className={cx(card, countCard)} data-count={key} aria-busy={count === undefined || busy || undefined}>
      <CardHead label={label} icon={icon} />
      <p className={value} data-area="value" data-part={count === undefined ? undefined : 'count-value'}>
        {count === undefined ? <SkeletonText width="4rem" /> : formatCount(count, lang)}
      </p>
      <p className={cx(muted, css({ fontSize: '13px' }))} data-area="hint">
        {t('dashboard.trends.now.hint')}
      </p>
      <div className={footer} data-area="footer">
        <SeeLink card={key} />
      </div>
    </div>
  );
}
