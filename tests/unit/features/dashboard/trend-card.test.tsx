// @vitest-environment happy-dom
import { Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trends } from '../../../../src/api/contract/insights.js';
import { CARD_LINKS, CountCard, TrendCard } from '../../../../src/features/dashboard/trend-card.js';
import { languageAtom } from '../../../../src/i18n/index.js';
import { store } from '../../../../src/state/store.js';
import { UsersIcon } from '../../../../src/ui/icons.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const point = (date: string, members: number) => ({ date, companies: 0, products: 0, members, activeMembers: 0 });
const TRENDS: Trends = {
  range: '7d',
  tz: 'Europe/Rome',
  bucket: 'day',
  from: '2026-11-17',
  to: '2026-11-23',
  points: [
    point('2026-11-17', 3),
    point('2026-11-18', 0),
    point('2026-11-19', 1200),
    point('2026-11-20', 4),
    point('2026-11-21', 0),
    point('2026-11-22', 2),
    point('2026-11-23', 1),
  ],
  totals: {
    companies: { current: 0, previous: 0 },
    products: { current: 0, previous: 4 },
    members: { current: 1210, previous: 1000 },
    activeMembers: { current: 0, previous: 0 },
  },
  pendingActivations: 3,
  disabledAccounts: 1,
};

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  store.set(languageAtom, 'it');
});

function render(node: React.ReactNode, lang: 'it' | 'en' = 'en') {
  store.set(languageAtom, lang);
  act(() => root.render(<Provider store={store}>{node}</Provider>));
  return host;
}
const q = <T extends Element = HTMLElement>(sel: string) => host.querySelector<T>(sel);

describe('TrendCard: the chart and its table', () => {
  it('shows the total, the change as text and symbol with its words for screen readers, and each bucket named by its date and value', () => {
    render(<TrendCard metric="members" icon={UsersIcon} data={TRENDS} range="7d" busy={false} />);
    expect(q('h3')!.textContent).toBe('New members');
    expect(q('[data-part=trend-value]')!.textContent).toBe('1,210');
    const change = q('[data-part=trend-change]')!;
    expect(change.textContent).toBe('+21% ▲');
    expect(change.getAttribute('data-direction')).toBe('up');
    expect(change.getAttribute('aria-hidden')).toBe('true');
    expect(q('[data-part=trend-change-words]')!.textContent).toBe('Up 21% from 1,000 in the previous 7 days');
    const svg = q('svg[data-part=trend-chart]')!;
    expect(svg.getAttribute('role')).toBe('group');
    expect(svg.getAttribute('aria-label')).toBe('New members per day');
    // A bar per bucket with something in it (empty buckets sit on the baseline), hidden: each bucket's
    // column is an image named by its date and value, one of them the chart's tab stop.
    expect(svg.querySelectorAll('rect[aria-hidden=true]')).toHaveLength(5);
    const buckets = [...svg.querySelectorAll('[role=img]')];
    expect(buckets).toHaveLength(TRENDS.points.length);
    for (const b of buckets) expect(b.getAttribute('aria-label')).toMatch(/^\S.*: [\d,]+$/);
    expect(svg.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('"Show as table" opens a captioned table of every bucket (aria-expanded, aria-controls), and hides it again', () => {
    render(<TrendCard metric="members" icon={UsersIcon} data={TRENDS} range="7d" busy={false} />);
    const toggle = q<HTMLButtonElement>('[data-part=table-toggle]')!;
    const region = q('[data-part=trend-table]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(region.id);
    expect(region.hidden).toBe(true);
    // Its name says which card's table it is (the visible words first: label in name).
    expect(toggle.textContent).toBe('Show as table');
    expect(toggle.getAttribute('aria-label')).toBe('Show as table: New members');

    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Hide table: New members');
    const table = region.querySelector('table')!;
    expect(table.querySelector('caption')!.textContent).toBe('New members per day');
    // The scrolling box is a named region in the tab order (its caption names it).
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(document.getElementById(region.getAttribute('aria-labelledby')!)!.textContent).toBe('New members per day');
    expect([...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Day', 'col'],
      ['New members', 'col'],
    ]);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [
      tr.querySelector('th')!.textContent,
      tr.querySelector('td')!.textContent,
    ]);
    expect(rows).toEqual([
      ['Nov 17', '3'],
      ['Nov 18', '0'],
      ['Nov 19', '1,200'],
      ['Nov 20', '4'],
      ['Nov 21', '0'],
      ['Nov 22', '2'],
      ['Nov 23', '1'],
    ]);
    table.querySelectorAll('tbody th').forEach((th) => expect(th.getAttribute('scope')).toBe('row'));

    act(() => toggle.click());
    expect(region.hidden).toBe(true);
  });

  it('weeks in Italian: "a settimana", "Settimana dal", dates with the year when the period spans two', () => {
    const weeks: Trends = {
      ...TRENDS,
      range: '12m',
      bucket: 'week',
      points: [point('2025-12-29', 5), point('2026-01-05', 0)],
      totals: { ...TRENDS.totals, members: { current: 5, previous: 5 } },
    };
    render(<TrendCard metric="members" icon={UsersIcon} data={weeks} range="12m" busy={false} />, 'it');
    expect(q('[data-part=trend-change]')!.textContent).toBe('nessuna variazione');
    expect(q('[data-part=trend-change-words]')!.textContent).toBe('Nessuna variazione rispetto a 5 nei 12 mesi precedenti');
    act(() => q<HTMLButtonElement>('[data-part=table-toggle]')!.click());
    expect(q('caption')!.textContent).toBe('Nuovi membri a settimana');
    expect(q('thead th')!.textContent).toBe('Settimana dal');
    expect([...host.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['29 dic 2025', '5 gen 2026']);
  });

  it('a period with nothing in it says so instead of an empty chart, without a table to open', () => {
    render(<TrendCard metric="products" icon={UsersIcon} data={TRENDS} range="7d" busy={false} />);
    expect(q('[data-part=trend-empty]')!.textContent).toBe('Nothing to chart in this period');
    expect(q('svg[data-part=trend-chart]')).toBeNull();
    expect(q('[data-part=table-toggle]')).toBeNull();
    // From 4 (a base below 5): the number that went, not −100%.
    expect(q('[data-part=trend-change]')!.textContent).toBe('\u22124 ▼');
  });

  it('while loading: the card keeps its heading and link, placeholders in place of the numbers, busy', () => {
    render(<TrendCard metric="members" icon={UsersIcon} data={undefined} range="7d" busy={false} />);
    expect(q('[data-trend=members]')!.getAttribute('aria-busy')).toBe('true');
    expect(q('h3')!.textContent).toBe('New members');
    expect(q('[data-part=trend-value]')).toBeNull();
    expect(host.querySelectorAll('[data-part=skeleton]').length).toBeGreaterThan(0);
    expect(q('a[data-part=card-link]')!.getAttribute('href')).toBe('/customers');
  });

  it('each card links to the list it counts; disabled members to the customers filtered to disabled, owners included', () => {
    render(<CountCard card="disabledAccounts" label="Disabled members" icon={UsersIcon} count={1} busy={false} />);
    expect(q('[data-part=count-value]')!.textContent).toBe('1');
    const link = q('a[data-part=card-link]')!;
    expect(link.getAttribute('href')).toBe('/customers?enabled=false&business=1');
    expect(link.textContent).toBe('See disabled members');
    expect(CARD_LINKS.companies.to).toBe('/business');
    expect(CARD_LINKS.products).toBeNull();
    expect(CARD_LINKS.members.to).toBe('/customers');
    expect(CARD_LINKS.activeMembers.to).toBe('/customers');
    expect(CARD_LINKS.pendingActivations.to).toBe('/customers');
  });
});
