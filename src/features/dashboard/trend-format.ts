import type { TrendRange, TrendTotal } from '../../api/contract/insights.js';
import type { Translate } from '../../i18n/index.js';

/** The periods of the switch, shortest first (the contract's TREND_RANGES, without its zod module). */
export const RANGES = ['7d', '30d', '90d', '12m'] as const satisfies readonly TrendRange[];
export const DEFAULT_RANGE: TrendRange = '30d';
export const isRange = (v: unknown): v is TrendRange => (RANGES as readonly unknown[]).includes(v);

/** How long a period is: 7 days … 12 months. */
const LENGTH: Record<TrendRange, { count: number; unit: 'days' | 'months' }> = {
  '7d': { count: 7, unit: 'days' },
  '30d': { count: 30, unit: 'days' },
  '90d': { count: 90, unit: 'days' },
  '12m': { count: 12, unit: 'months' },
};

/** The period's name on the switch: "30 days", "12 mesi". */
export const rangeLabel = (range: TrendRange, t: Translate) => t(`dashboard.trends.${LENGTH[range].unit}`, { count: LENGTH[range].count });

/** The period before, as a change is compared with it: "the previous 30 days", "nei 12 mesi precedenti". */
export const previousPeriod = (range: TrendRange, t: Translate) =>
  t(`dashboard.trends.${LENGTH[range].unit === 'days' ? 'previousDays' : 'previousMonths'}`, { count: LENGTH[range].count });

const numbers = new Map<string, Intl.NumberFormat>();
/** A count in the page's language ("1,234", "1.234"). */
export function formatCount(n: number, lang: string): string {
  let f = numbers.get(lang);
  if (!f) numbers.set(lang, (f = new Intl.NumberFormat(lang)));
  return f.format(n);
}

/**
 * A share as a percentage without its sign: whole numbers from 10% up, one decimal below ("2.5%", "2,5%"),
 * and "<0.1%" for a change too small to show (never "0%" for something that did change).
 */
export function formatPercent(ratio: number, lang: string): string {
  const abs = Math.abs(ratio);
  const fmt = (v: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: v < 0.1 ? 1 : 0 }).format(v);
  return abs > 0 && abs < 0.001 ? `<${fmt(0.001)}` : fmt(abs);
}

export type Direction = 'up' | 'down' | 'same';

export interface Change {
  direction: Direction;
  /** What the card shows: "+12% ▲", "−5% ▼", "+8 ▲" (up from none or from a base below 5), "no change". */
  text: string;
  /** The same in words, with what it is compared with, for screen readers. */
  words: string;
  /** What it is compared with, shown beside the change: "vs 40 in the previous 30 days". */
  compared: string;
}

/** Below this many in the period before, a change is shown as a number ("+78"), not as a percentage. */
export const SMALL_BASE = 5;

/** The minus sign (U+2212), not the hyphen: "−5%". */
const MINUS = '\u2212';

/**
 * The change of a total against the period before. A percentage when there was something before; up from
 * none, the number that came (a percentage of nothing means nothing). The arrow and the sign carry the
 * direction, never the colour alone.
 */
export function trendChange(total: TrendTotal, range: TrendRange, lang: string, t: Translate): Change {
  const { current, previous } = total;
  const period = previousPeriod(range, t);
  const params = { previous: formatCount(previous, lang), period };
  const compared = t('dashboard.trends.compared', params);
  if (current === previous)
    return { direction: 'same', text: t('dashboard.trends.noChange'), words: t('dashboard.trends.change.same', params), compared };
  if (previous === 0) {
    const diff = formatCount(current, lang);
    return { direction: 'up', text: `+${diff} ▲`, words: t('dashboard.trends.change.upFromZero', { ...params, diff }), compared };
  }
  // On a tiny base a percentage says little ("+7,800%" from 1 to 79): below SMALL_BASE, the number that changed.
  if (previous < SMALL_BASE) {
    const diff = formatCount(Math.abs(current - previous), lang);
    return current > previous
      ? { direction: 'up', text: `+${diff} ▲`, words: t('dashboard.trends.change.upBy', { ...params, diff }), compared }
      : { direction: 'down', text: `${MINUS}${diff} ▼`, words: t('dashboard.trends.change.downBy', { ...params, diff }), compared };
  }
  const percent = formatPercent((current - previous) / previous, lang);
  return current > previous
    ? { direction: 'up', text: `+${percent} ▲`, words: t('dashboard.trends.change.up', { ...params, percent }), compared }
    : { direction: 'down', text: `${MINUS}${percent} ▼`, words: t('dashboard.trends.change.down', { ...params, percent }), compared };
}

const dates = new Map<string, Intl.DateTimeFormat>();
/**
 * A bucket's first day (YYYY-MM-DD, already in the admin's time zone) in the page's language: "5 Nov",
 * "5 nov 2025" with the year when the period spans two years. Read as a calendar date, never shifted by a zone.
 */
export function bucketLabel(date: string, lang: string, withYear: boolean): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const key = `${lang}|${withYear}`;
  let f = dates.get(key);
  if (!f)
    dates.set(
      key,
      (f = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' })),
    );
  return f.format(Date.UTC(y, m - 1, d));
}

/** Whether the buckets' dates span more than one year (their labels then carry it). */
export const spansYears = (dates: readonly string[]) => dates.length > 0 && dates[0]!.slice(0, 4) !== dates[dates.length - 1]!.slice(0, 4);

/** The admin's IANA time zone (the buckets start at its midnights); UTC when the browser does not say. */
export function adminTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
