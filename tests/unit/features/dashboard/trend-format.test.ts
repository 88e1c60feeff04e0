import { describe, expect, it } from 'vitest';
import { translate, type Lang, type Translate } from '../../../../src/i18n/index.js';
import {
  bucketLabel,
  formatPercent,
  isRange,
  previousPeriod,
  RANGES,
  rangeLabel,
  spansYears,
  trendChange,
} from '../../../../src/features/dashboard/trend-format.js';

const t =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);
const change = (current: number, previous: number, lang: Lang = 'en', range: (typeof RANGES)[number] = '30d') =>
  trendChange({ current, previous }, range, lang, t(lang));

describe('dashboard trends: the change against the period before', () => {
  it('up: sign, percentage and arrow; the same in words with what it is compared with', () => {
    expect(change(112, 100)).toEqual({
      direction: 'up',
      text: '+12% ▲',
      words: 'Up 12% from 100 in the previous 30 days',
      compared: 'vs 100 in the previous 30 days',
    });
    expect(change(112, 100, 'it')).toMatchObject({
      text: '+12% ▲',
      words: 'In aumento del 12% rispetto a 100 nei 30 giorni precedenti',
      compared: 'rispetto a 100 nei 30 giorni precedenti',
    });
  });

  it('down: the minus sign (U+2212), never the hyphen', () => {
    const c = change(95, 100);
    expect(c).toMatchObject({ direction: 'down', text: '\u22125% ▼', words: 'Down 5% from 100 in the previous 30 days' });
    expect(c.text).not.toContain('-');
    expect(change(95, 100, 'it').words).toBe('In calo del 5% rispetto a 100 nei 30 giorni precedenti');
  });

  it('no change, in words too', () => {
    expect(change(40, 40)).toMatchObject({ direction: 'same', text: 'no change', words: 'No change from 40 in the previous 30 days' });
    expect(change(0, 0, 'it')).toMatchObject({
      direction: 'same',
      text: 'nessuna variazione',
      words: 'Nessuna variazione rispetto a 0 nei 30 giorni precedenti',
    });
  });

  it('up from none: the number that came, not a percentage of nothing', () => {
    expect(change(8, 0)).toMatchObject({ direction: 'up', text: '+8 ▲', words: 'Up by 8 from 0 in the previous 30 days' });
    expect(change(1234, 0, 'it')).toMatchObject({ text: '+1234 ▲', words: 'In aumento di 1234 rispetto a 0 nei 30 giorni precedenti' });
    expect(change(12345, 0, 'en').text).toBe('+12,345 ▲');
  });

  it('from a base below 5: the number that changed, never a percentage of a handful', () => {
    expect(change(79, 1)).toMatchObject({ direction: 'up', text: '+78 ▲', words: 'Up by 78 from 1 in the previous 30 days' });
    expect(change(1, 4, 'it')).toMatchObject({
      direction: 'down',
      text: '\u22123 ▼',
      words: 'In calo di 3 rispetto a 4 nei 30 giorni precedenti',
    });
    expect(change(10, 5).text).toBe('+100% ▲');
  });

  it('all the way down is −100%', () => {
    expect(change(0, 7)).toMatchObject({ direction: 'down', text: '\u2212100% ▼' });
  });

  it('percentages: whole from 10% up, one decimal below, "<0.1%" for a change too small to show, grouped when large', () => {
    expect(formatPercent(0.123, 'en')).toBe('12%');
    expect(formatPercent(0.025, 'en')).toBe('2.5%');
    expect(formatPercent(0.025, 'it')).toBe('2,5%');
    expect(formatPercent(-0.05, 'en')).toBe('5%');
    expect(formatPercent(0.0004, 'en')).toBe('<0.1%');
    expect(formatPercent(0.0004, 'it')).toBe('<0,1%');
    expect(formatPercent(99, 'en')).toBe('9,900%');
    expect(change(10_001, 10_000).text).toBe('+<0.1% ▲');
  });

  it('names each period and the one before it, with the plural forms of both languages', () => {
    expect(RANGES.map((r) => rangeLabel(r, t('en')))).toEqual(['7 days', '30 days', '90 days', '12 months']);
    expect(RANGES.map((r) => rangeLabel(r, t('it')))).toEqual(['7 giorni', '30 giorni', '90 giorni', '12 mesi']);
    expect(previousPeriod('12m', t('en'))).toBe('the previous 12 months');
    expect(previousPeriod('7d', t('it'))).toBe('nei 7 giorni precedenti');
    expect(change(3, 2, 'en', '12m').compared).toBe('vs 2 in the previous 12 months');
  });

  it('accepts only the four periods', () => {
    expect(RANGES.every(isRange)).toBe(true);
    for (const v of ['', '1y', '30D', undefined, 30]) expect(isRange(v)).toBe(false);
  });

  it('labels buckets by their calendar date, the year only when the period spans two', () => {
    expect(bucketLabel('2026-11-05', 'en', false)).toBe('Nov 5');
    expect(bucketLabel('2026-11-05', 'it', false)).toBe('5 nov');
    expect(bucketLabel('2025-12-29', 'en', true)).toBe('Dec 29, 2025');
    // A calendar date: never shifted to the day before by a zone west of UTC.
    expect(bucketLabel('2026-01-01', 'en', false)).toBe('Jan 1');
    expect(spansYears(['2025-12-01', '2026-11-23'])).toBe(true);
    expect(spansYears(['2026-10-25', '2026-11-23'])).toBe(false);
    expect(spansYears([])).toBe(false);
  });
});
