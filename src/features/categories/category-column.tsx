import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Category } from '../../api/contract/category.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/states.js';
import { PlusIcon } from '../../ui/icons.js';
import type { RowAction } from './category-row-menu.js';
import { CategoryRow, ROW_HEIGHT } from './category-row.js';
import { sameId, type CategoryId } from './category-tree.js';

export interface ColumnFocus {
  row: number;
  part: 'name' | 'menu';
  /** Incremented when focus must move into the DOM (keyboard), not only the tab stop. */
  seq: number;
}

interface Props {
  index: number;
  title: string;
  /** The add button's words ("Add category", "Add subcategory") and its full name (with the parent's). */
  addText: string;
  addLabel: string;
  items: Category[];
  labels: string[];
  selected: CategoryId | null;
  focus: ColumnFocus | null;
  onAdd(): void;
  onOpen(column: number, row: number): void;
  onAction(category: Category, action: RowAction): void;
}

const OVERSCAN = 6;
// A column spans the browser's two grid rows (header, rows) through a subgrid: headers whose titles wrap
// to two lines keep every column's rows on the same line. Its width is the browser's track width.
const column = css({
  display: 'grid',
  gridRow: 'span 2',
  gridTemplateRows: 'subgrid',
  minW: '0',
  minH: '0',
  borderInlineEndWidth: '1px',
  borderColor: 'border.default',
  scrollSnapAlign: 'start',
});
// The title and the add button share a line when the column has room for both (the title at least 10rem);
// otherwise the button goes under the title, at its start: the title never squeezes into a few letters.
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  // Stacked, the title goes to the top and the button to the bottom of the shared header row: a title that
  // wraps to two lines in one column leaves every column's button on the same line (design round 8).
  alignContent: 'space-between',
  justifyContent: 'space-between',
  columnGap: '2',
  rowGap: '1.5',
  px: '3',
  py: '2',
  minW: '0',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
// Side by side, the columns share one height; alone (a phone), a column is as tall as its rows, up to the same
// height (round 8: two rows in a card 60% of the screen tall).
const scroller = css({
  position: 'relative',
  overflowY: 'auto',
  flexShrink: 0,
  h: 'min(60vh, 32rem)',
  overscrollBehavior: 'contain',
  '[data-layout=single] &': { h: 'auto', maxH: 'min(60vh, 32rem)' },
});

/** One column of the browser: header with an add button, rows windowed so thousands stay light. */
export function CategoryColumn({ index, title, addText, addLabel, items, labels, selected, focus, onAdd, onOpen, onAction }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 640 });
  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || 640 });
  }, []);
  useLayoutEffect(onScroll, [onScroll]);

  // Keyboard moves: bring the row into view, then focus its cell. Only when the move changes (not on every
  // render: a dialog opened later keeps its focus).
  const fRow = focus?.row ?? 0;
  const fPart = focus?.part ?? 'name';
  const fSeq = focus?.seq ?? 0;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || fSeq === 0) return;
    const top = fRow * ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = top + ROW_HEIGHT - el.clientHeight;
    onScroll();
    requestAnimationFrame(() => el.querySelector<HTMLElement>(`[data-row="${fRow}"] [data-cell=${fPart}]`)?.focus());
  }, [fRow, fPart, fSeq, onScroll]);

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((view.top + view.height) / ROW_HEIGHT) + OVERSCAN);
  const open = useCallback((row: number) => onOpen(index, row), [index, onOpen]);
  const rows = [];
  for (let i = first; i < last; i++) {
    const c = items[i]!;
    rows.push(
      <CategoryRow
        key={String(c.id)}
        category={c}
        label={labels[i]!}
        index={i}
        main={index === 0}
        selected={selected != null && sameId(c.id, selected)}
        activePart={focus && focus.row === i ? focus.part : null}
        onOpen={open}
        onAction={onAction}
      />,
    );
  }
  const headingId = `cat-col-${index}`;
  return (
    <section className={column} aria-labelledby={headingId} data-column={index}>
      <div className={header}>
        <h2
          id={headingId}
          className={css({
            flex: '1 1 10rem',
            minW: '0',
            fontSize: '13px',
            lineHeight: '18px',
            fontWeight: 'semibold',
            color: 'fg.muted',
            // Broken between words, at most two lines: a longer name ends in an ellipsis, whole in the tooltip.
            overflowWrap: 'break-word',
            lineClamp: 2,
          })}
          title={title}
        >
          {title}
        </h2>
        <Button size="sm" variant="outline" onClick={onAdd} aria-label={addLabel} data-part="add" className={css({ flexShrink: 0 })}>
          <PlusIcon size={14} />
          {addText}
        </Button>
      </div>
      <div ref={ref} className={scroller} onScroll={onScroll}>
        {items.length === 0 ? (
          <EmptyState compact title={index === 0 ? t('categories.empty') : t('categories.emptyColumn')} />
        ) : (
          <div
            role="grid"
            aria-labelledby={headingId}
            aria-rowcount={items.length}
            aria-colcount={2}
            style={{ height: items.length * ROW_HEIGHT, position: 'relative' }}
          >
            {rows}
          </div>
        )}
      </div>
    </section>
  );
}
