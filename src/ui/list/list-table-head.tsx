import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import type { Direction } from '../../lists/url-state.js';
import { Checkbox } from '../checkbox.js';
import { ChevronDownIcon, ChevronsUpDownIcon } from '../icons.js';
import { TableHead, TableHeader, TableRow, fitCell } from '../table.js';
import { selectPlace, type PlaceOf } from './list-table-places.js';
import type { Column, Selection } from './types.js';

const sortBtn = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mx: '-1',
  px: '1',
  borderRadius: 'l1',
  color: 'inherit',
  fontWeight: 'inherit',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg.default' },
  '& > svg': { flexShrink: 0, opacity: 0.6 },
  '[aria-sort] > &': { color: 'fg.default', '& > svg': { opacity: 1, color: 'accent.text' } },
});

interface SortProps {
  sort?: { key: string; dir: Direction } | undefined;
  onSort?: ((key: string, dir: Direction) => void) | undefined;
}

/** A column's header: a sort button when the column sorts (a new column ascending, the sorted one flips), with aria-sort. */
function ColumnHeader<T>({ c, i, place, sort, onSort }: { c: Column<T>; i: number; place: PlaceOf<T> } & SortProps) {
  const key = onSort && c.sortKey;
  const active = !!key && sort?.key === key;
  const dir = active ? sort!.dir : undefined;
  return (
    <TableHeader {...place(c, i, true)} aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      {key ? (
        <button
          type="button"
          part="button"
          className={sortBtn}
          data-part="sort-header"
          onClick={() => onSort!(key, dir === 'asc' ? 'desc' : 'asc')}
        >
          {c.headerShown ?? c.header}
          {dir ? (
            <ChevronDownIcon size={14} style={dir === 'asc' ? { transform: 'rotate(180deg)' } : undefined} />
          ) : (
            <ChevronsUpDownIcon size={14} />
          )}
        </button>
      ) : (
        c.header
      )}
    </TableHeader>
  );
}

/** The header row: the page's selection checkbox, the columns' headers, the actions column. */
export function ListTableHead<T>(
  p: {
    columns: Column<T>[];
    ids: number[];
    selection?: Selection | undefined;
    menu: boolean;
    place: PlaceOf<T>;
    /** The menu column's set width (a table of fixed columns). */
    menuWidth?: string | undefined;
  } & SortProps,
) {
  const t = useT();
  const allOnPage = p.ids.length > 0 && p.ids.every((id) => p.selection?.isSelected(id));
  return (
    <TableHead>
      <TableRow>
        {p.selection && (
          <TableHeader {...selectPlace}>
            <Checkbox
              aria-label={t('list.selectPage')}
              checked={allOnPage}
              disabled={!p.ids.length}
              onChange={() => p.selection!.togglePage(p.ids)}
            />
          </TableHeader>
        )}
        {p.columns.map((c, i) => (
          <ColumnHeader key={c.id} c={c} i={i} place={p.place} sort={p.sort} onSort={p.onSort} />
        ))}
        {p.menu && (
          <TableHeader className={fitCell} style={p.menuWidth ? { width: p.menuWidth } : undefined}>
            {t('common.actions')}
          </TableHeader>
        )}
      </TableRow>
    </TableHead>
  );
}
