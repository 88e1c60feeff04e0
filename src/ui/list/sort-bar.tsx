import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Select, type Option } from '../select.js';
import type { ListControls } from '../../lists/url-state.js';
import { PAGE_SIZES, type Direction } from '../../lists/url-state.js';

// 11rem each where there is room; on a phone they share the width, two to a line (not one each). Under 375 px two
// do not fit their words ("Nome utente" was cut at 320, issue 39): one to a line, the whole width.
const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'end',
  '& > [data-scope=select]': { flex: '1 1 8rem', maxW: '11rem', '@media (max-width: 374.98px)': { flex: '1 1 100%', maxW: 'none' } },
});

/** Sort-by and direction (when there are sort keys), and page-size selects, plus extra actions on the right (export, bulk). */
export function SortBar({ sorts, list, actions }: { sorts: Option[]; list: ListControls; actions?: ReactNode }) {
  const t = useT();
  const dirs = useMemo<Option[]>(
    () => [
      { value: 'asc', label: t('list.asc') },
      { value: 'desc', label: t('list.desc') },
    ],
    [t],
  );
  const sizes = useMemo<Option[]>(() => PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })), []);
  return (
    <div className={bar} data-part="sort-bar">
      {sorts.length > 0 && <Select label={t('list.sortBy')} options={sorts} value={list.state.sort} onValueChange={list.setSort} />}
      {sorts.length > 0 && (
        <Select label={t('list.direction')} options={dirs} value={list.state.dir} onValueChange={(v) => list.setDir(v as Direction)} />
      )}
      <Select label={t('list.pageSize')} options={sizes} value={String(list.state.size)} onValueChange={(v) => list.setSize(Number(v))} />
      <div className={css({ display: 'flex', gap: '2', ms: 'auto', flexWrap: 'wrap' })}>{actions}</div>
    </div>
  );
}
