import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Select, type Option } from '../select.js';
import type { ListControls } from '../../lists/url-state.js';
import { PAGE_SIZES, type Direction } from '../../lists/url-state.js';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' });
// The selects: 11rem each where there is room, the bar's own items (a box of `contents`).
const fields = css({
  display: 'contents',
  '& > [data-scope=select]': { flex: '1 1 8rem', maxW: '11rem' },
});

/** The sort-by and direction selects (when there are sort keys) and the page-size select. */
export function SortFields({ sorts, list }: { sorts: Option[]; list: ListControls }) {
  const t = useT();
  const dirs = useSortDirections();
  const sizes = useMemo<Option[]>(() => PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })), []);
  return (
    <>
      {sorts.length > 0 && <Select label={t('list.sortBy')} options={sorts} value={list.state.sort} onValueChange={list.setSort} />}
      {sorts.length > 0 && (
        <Select label={t('list.direction')} options={dirs} value={list.state.dir} onValueChange={(v) => list.setDir(v as Direction)} />
      )}
      <Select label={t('list.pageSize')} options={sizes} value={String(list.state.size)} onValueChange={(v) => list.setSize(Number(v))} />
    </>
  );
}

/** The two directions, in words. */
export function useSortDirections(): Option[] {
  const t = useT();
  return useMemo<Option[]>(
    () => [
      { value: 'asc', label: t('list.asc') },
      { value: 'desc', label: t('list.desc') },
    ],
    [t],
  );
}

/**
 * The table's bar: sort-by and direction (when there are sort keys), and page-size selects, plus extra actions on the
 * right (columns, export). On a phone's cards `ListToolbar` puts the sort behind one button instead (design round 9,
 * round 12).
 */
export function SortBar({ sorts, list, actions }: { sorts: Option[]; list: ListControls; actions?: ReactNode }) {
  return (
    <div className={bar} data-part="sort-bar">
      <div className={fields} data-part="sort-fields">
        <SortFields sorts={sorts} list={list} />
      </div>
      <div className={css({ display: 'flex', gap: '2', ms: 'auto', flexWrap: 'wrap' })}>{actions}</div>
    </div>
  );
}
