import { useId, useMemo, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../button.js';
import { ChevronDownIcon } from '../icons.js';
import { Select, type Option } from '../select.js';
import type { ListControls } from '../../lists/url-state.js';
import { PAGE_SIZES, type Direction } from '../../lists/url-state.js';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' });
// The selects: 11rem each where there is room; on a phone they share the width, two to a line (not one each). Under
// 375 px two do not fit their words ("Nome utente" was cut at 320, issue 39): one to a line, the whole width. On a
// phone the row of its own under the sort button.
// From 40rem the box steps aside (`contents`): the selects are the bar's own items, as before it was there.
const fields = css({
  display: { base: 'flex', sm: 'contents' },
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'end',
  flex: '1 1 100%',
  order: 1,
  '&[hidden]': { display: { base: 'none', sm: 'contents' } },
  '& > [data-scope=select]': { flex: '1 1 8rem', maxW: '11rem', '@media (max-width: 374.98px)': { flex: '1 1 100%', maxW: 'none' } },
});

/** A phone's width (as the filters panel's): the sort and page-size choices start behind one button. */
const PHONE = '(max-width: 640px)';
const startsOpen = () => typeof matchMedia !== 'function' || !matchMedia(PHONE).matches;
const toggleStyle = css({ sm: { display: 'none' } });

/**
 * Sort-by and direction (when there are sort keys), and page-size selects, plus extra actions on the right (export,
 * bulk). On a phone the selects start behind one button that says the sort ("Sort: Username, ascending"; design
 * round 9: three full-width selects put the first card at y≈584 of 700 at 320 px).
 */
export function SortBar({ sorts, list, actions }: { sorts: Option[]; list: ListControls; actions?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(startsOpen);
  const id = useId();
  const dirs = useMemo<Option[]>(
    () => [
      { value: 'asc', label: t('list.asc') },
      { value: 'desc', label: t('list.desc') },
    ],
    [t],
  );
  const sizes = useMemo<Option[]>(() => PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })), []);
  const sortLabel = sorts.find((o) => o.value === list.state.sort)?.label;
  const dirLabel = dirs.find((o) => o.value === list.state.dir)?.label ?? '';
  return (
    <div className={bar} data-part="sort-bar">
      {/* Without sort keys (Products) the one page-size select stays as it is. */}
      {sortLabel && (
        <Button
          variant="outline"
          size="sm"
          className={toggleStyle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          data-part="sort-toggle"
        >
          <ChevronDownIcon className={css({ transition: 'transform 120ms', transform: open ? 'none' : 'rotate(-90deg)' })} />
          {t('list.sortSummary', { sort: sortLabel, dir: dirLabel })}
        </Button>
      )}
      <div id={id} hidden={!open && !!sortLabel} className={fields} data-part="sort-fields">
        {sorts.length > 0 && <Select label={t('list.sortBy')} options={sorts} value={list.state.sort} onValueChange={list.setSort} />}
        {sorts.length > 0 && (
          <Select label={t('list.direction')} options={dirs} value={list.state.dir} onValueChange={(v) => list.setDir(v as Direction)} />
        )}
        <Select label={t('list.pageSize')} options={sizes} value={String(list.state.size)} onValueChange={(v) => list.setSize(Number(v))} />
      </div>
      <div className={css({ display: 'flex', gap: '2', ms: 'auto', flexWrap: 'wrap' })}>{actions}</div>
    </div>
  );
}
