import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { css } from 'styled-system/css';
import type { Category } from '../../api/contract/category.js';
import { useLang, useT } from '../../i18n/index.js';
import { cx } from '../../ui/cx.js';
import { ChevronLeftIcon } from '../../ui/icons.js';
import { Page } from '../../ui/page.js';
import { useElementWidth } from '../../ui/use-element-width.js';
import { ErrorState } from '../../ui/states.js';
import { CategoriesSkeleton } from './categories-skeleton.js';
import { CategoryColumn } from './category-column.js';
import type { CategoryFormMode } from './category-form.js';
import { CategoryFormDialog } from './category-form-dialog.js';
import type { RowAction } from './category-row-menu.js';
import { findPath, labelOf, sameId } from './category-tree.js';
import { CategoryTrail } from './category-trail.js';
import { DeleteCategoryDialog } from './delete-category-dialog.js';
import { useBrowserKeys, type BrowserFocus } from './use-browser-keys.js';
import { useCategories } from './use-categories.js';
import { useOpenPath } from './use-open-path.js';
import { useSortedColumns } from './use-sorted-columns.js';
import { DeletedLink } from '../../connected/deleted-link.js';
import { useStatePrefix } from '../../connected/use-list-state.js';
import { writeUrlParams } from '../../lists/panel-url.js';

type DialogState = { kind: CategoryFormMode | 'delete'; target: Category | null } | null;

// Columns are at least 16rem wide: a browser with room for fewer than two shows one column at a time, with
// a way back and the path (a phone, or a narrow embedded panel on a wide screen). Otherwise the columns
// share the width (at most 24rem each); when more are open than fit, each takes an exact fraction of the
// width and the scroll snaps to column starts, so no column is ever cut in half.
const MIN_COLUMN_PX = 256;
const MAX_COLUMN_PX = 384;
/** The least room the hint beside the last column takes. */
const HINT_MIN = '10rem';
const browser = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridTemplateRows: 'auto auto',
  gridAutoColumns: 'var(--cat-col-w, 18rem)',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.surface',
  scrollBehavior: 'smooth',
  // Columns that fill the width: the last one's end border would double the browser's.
  '&[data-fill] > section:last-child': { borderInlineEndWidth: '0' },
});

const browserHint = css({
  gridRow: '1 / -1',
  alignSelf: 'center',
  justifySelf: 'center',
  maxW: '18rem',
  p: '6',
  textAlign: 'center',
  fontSize: '14px',
  color: 'fg.muted',
});

// Columns scrolled out at the start: a shadow along the browser's start edge, and over it, before the keyboard
// hint, a button that says how many and scrolls the last of them back. The line keeps its height either way.
const toolbar = css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3', minH: '7' });
const edge = css({
  position: 'absolute',
  insetBlock: '1px',
  insetInlineStart: '1px',
  w: '4',
  zIndex: 1,
  pointerEvents: 'none',
  borderStartStartRadius: 'l3',
  borderEndStartRadius: 'l3',
  background: 'linear-gradient(to right, rgba(0, 0, 0, 0.14), transparent)',
  _rtl: { background: 'linear-gradient(to left, rgba(0, 0, 0, 0.14), transparent)' },
  _dark: { background: 'linear-gradient(to right, rgba(0, 0, 0, 0.5), transparent)' },
});
const edgeButton = css({
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '1',
  fontSize: '12px',
  fontWeight: 'medium',
  color: 'fg.default',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.control',
  borderRadius: 'l2',
  boxShadow: 'card',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/** /categories: the column (Miller) browser with its modals. */
export function CategoriesScreen() {
  const t = useT();
  const [lang] = useLang();
  const query = useCategories();
  const [openPath, setOpenPath] = useOpenPath();
  const [focus, setFocus] = useState<BrowserFocus>({ col: 0, row: 0, part: 'name', seq: 0 });
  const [dialog, setDialog] = useState<DialogState>(null);
  // `?new=1` (the command palette's "New category"): the create dialog opens once, and the parameter leaves the
  // URL so a reload or Back does not open it again.
  const prefix = useStatePrefix('cat.');
  const wantsNew = typeof location !== 'undefined' && new URLSearchParams(location.search).has(`${prefix}new`);
  useEffect(() => {
    if (!wantsNew) return;
    setDialog({ kind: 'create', target: null });
    const params = new URLSearchParams(location.search);
    params.delete(`${prefix}new`);
    writeUrlParams(params, 'replace');
  }, [wantsNew, prefix]);
  const cols = useSortedColumns(query.data, openPath, lang);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const browserRef = useCallback(
    (el: HTMLDivElement | null) => {
      scrollRef.current = el;
      measure(el);
    },
    [measure],
  );
  // How many columns are scrolled out at the start: the edge cue says so, and brings the last of them back.
  const [scrolledOut, setScrolledOut] = useState(0);
  const columnWidth = () => {
    const el = scrollRef.current;
    const first = el?.querySelector<HTMLElement>('section[data-column]');
    return first?.offsetWidth ?? 0;
  };
  const onBrowserScroll = useCallback(() => {
    const el = scrollRef.current;
    const w = el?.querySelector<HTMLElement>('section[data-column]')?.offsetWidth ?? 0;
    setScrolledOut(el && w > 0 ? Math.round(Math.abs(el.scrollLeft) / w) : 0);
  }, []);
  const perView = width === null ? 3 : Math.max(1, Math.floor(width / MIN_COLUMN_PX));
  const narrow = perView === 1;
  const last = cols.length - 1;
  const shown = Math.min(cols.length, perView);
  const fills = narrow || (width ?? 0) / shown <= MAX_COLUMN_PX;
  // Room beside the last column and nothing opened in it: a hint there (its own track, see the browser's style).
  const hint = !narrow && !fills && cols.length <= shown && cols[last]!.selected == null && cols[last]!.items.length > 0;

  const open = useCallback(
    (col: number, row: number) => {
      const item = cols[col]?.items[row];
      if (!item || item.isOptimistic) return;
      setOpenPath((p) => [...p.slice(0, col), item.id]);
      // One column at a time: the opened column replaces this one, so focus moves into it.
      if (narrow && item.children.length > 0) setFocus((f) => ({ col: col + 1, row: 0, part: 'name', seq: f.seq + 1 }));
      else setFocus((f) => (f.col === col && f.row === row ? f : { col, row, part: 'name', seq: f.seq }));
    },
    [cols, narrow, setOpenPath],
  );
  /** Narrow: shows the column of `level`, closing the deeper ones; focus lands on the category just left. */
  const goTo = useCallback(
    (level: number) => {
      const left = openPath[level];
      const row = left === undefined ? 0 : Math.max(0, cols[level]?.items.findIndex((c) => sameId(c.id, left)) ?? 0);
      setOpenPath((p) => p.slice(0, level));
      setFocus((f) => ({ col: level, row, part: 'name', seq: f.seq + 1 }));
    },
    [cols, openPath, setOpenPath],
  );
  const up = useCallback((col: number) => goTo(col - 1), [goTo]);

  // The tab stop stays on an existing row when columns shrink (delete, refetch); on a narrow browser it is
  // in the one column shown.
  const fc = narrow ? last : Math.min(focus.col, last);
  const selectedRow = Math.max(0, cols[fc]?.items.findIndex((c) => cols[fc]?.selected != null && sameId(c.id, cols[fc].selected)) ?? 0);
  const fr = focus.col === fc ? Math.min(focus.row, Math.max(0, (cols[fc]?.items.length ?? 1) - 1)) : selectedRow;
  const part = focus.col === fc ? focus.part : 'name';
  const onKeyDown = useBrowserKeys(cols, { col: fc, row: fr, part, seq: focus.seq }, setFocus, open, narrow ? up : undefined);
  const onAction = useCallback((target: Category, kind: RowAction) => setDialog({ kind, target }), []);

  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
    onBrowserScroll();
  }, [cols.length, perView, onBrowserScroll]);
  /** The cue: scrolls the nearest level scrolled out back into view, the focus onto its open category (the cue goes). */
  const showLevel = () => {
    const el = scrollRef.current;
    if (el) el.scrollBy({ left: -columnWidth() });
    const level = Math.max(0, scrolledOut - 1);
    const c = cols[level];
    const row =
      c?.selected == null
        ? 0
        : Math.max(
            0,
            c.items.findIndex((x) => sameId(x.id, c.selected!)),
          );
    setFocus((f) => ({ col: level, row, part: 'name', seq: f.seq + 1 }));
  };
  const hiddenLevels = narrow ? 0 : scrolledOut;
  /** The cue names where it goes (design round 9: "‹ 1 altro livello" read like data): the level it brings back. */
  const cueText = () => {
    const level = scrolledOut - 1;
    const parent = level > 0 ? cols[level - 1] : undefined;
    const item = parent?.selected == null ? undefined : parent.items.find((x) => sameId(x.id, parent.selected!));
    if (level <= 0) return t('categories.backToMain');
    return item ? t('categories.backTo', { name: labelOf(item, lang) }) : t('categories.moreLevels', { count: hiddenLevels });
  };

  // A path from the URL that no longer resolves (deleted, or never valid) opens as far as it does.
  useEffect(() => {
    if (!query.data) return;
    const resolved = cols.flatMap((c) => (c.selected == null ? [] : [c.selected]));
    if (resolved.length < openPath.length) setOpenPath(resolved, { replace: true });
  }, [query.data, cols, openPath, setOpenPath]);
  const pathOf = (c: Category | null) => (c && query.data ? (findPath(query.data, c.id) ?? [c]).map((x) => labelOf(x, lang)) : []);

  return (
    <Page
      name="categories"
      title={t('categories.title')}
      description={t('categories.description')}
      actions={<DeletedLink type="category" />}
    >
      {query.isPending ? (
        <CategoriesSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          {/* A phone has neither the hidden-levels cue nor the keys' hint: no empty band (round 8); the hint stays
              in the page, hidden, as the browser's description. */}
          <div className={cx(toolbar, narrow && css({ display: 'none' }))}>
            {hiddenLevels > 0 && (
              <button
                type="button"
                className={edgeButton}
                onClick={showLevel}
                title={t('categories.moreLevelsLabel', { count: hiddenLevels })}
                data-part="edge-cue"
              >
                <ChevronLeftIcon size={14} />
                {cueText()}
              </button>
            )}
            <p
              id="categories-keys"
              className={css({
                fontSize: '12px',
                color: 'fg.muted',
                // Where a keyboard is likely (ui/keyboard-hints.ts); still the grid's description when hidden.
                '@media not all and (hover: hover) and (pointer: fine) and (min-width: 40rem)': { display: 'none' },
              })}
            >
              {t('categories.keyboardHint')}
            </p>
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
            {narrow && (
              <CategoryTrail names={[t('categories.mainCategories'), ...cols.slice(1).map((c) => labelOf(c.parent!, lang))]} onGo={goTo} />
            )}
            <div className={css({ position: 'relative', minW: '0' })}>
              {hiddenLevels > 0 && <div className={edge} aria-hidden="true" data-part="edge-shadow" />}
              <div
                ref={browserRef}
                onScroll={onBrowserScroll}
                className={browser}
                role="region"
                aria-label={t('categories.browser')}
                aria-describedby="categories-keys"
                onKeyDown={onKeyDown}
                data-part="browser"
                data-layout={narrow ? 'single' : 'columns'}
                data-fill={fills ? '' : undefined}
                style={
                  (hint
                    ? {
                        // The hint's own track takes what the columns leave (design round 10: as one more column of
                        // theirs, it pushed the browser into a sideways scroll with two levels open at 1280).
                        '--cat-col-w': `min(${MAX_COLUMN_PX / 16}rem, calc((100% - ${HINT_MIN}) / ${shown}))`,
                        gridTemplateColumns: `repeat(${cols.length}, var(--cat-col-w)) minmax(${HINT_MIN}, 1fr)`,
                      }
                    : { '--cat-col-w': narrow ? '100%' : `min(${MAX_COLUMN_PX / 16}rem, calc(100% / ${shown}))` }) as CSSProperties &
                    Record<string, string>
                }
              >
                {cols.map((c, i) =>
                  narrow && i !== last ? null : (
                    <CategoryColumn
                      key={c.parent ? `c-${String(c.parent.id)}` : 'root'}
                      index={i}
                      title={c.parent ? t('categories.subcategoriesOf', { name: labelOf(c.parent, lang) }) : t('categories.mainCategories')}
                      addText={c.parent ? t('categories.addSubcategory') : t('categories.add')}
                      addLabel={c.parent ? t('categories.addTo', { name: labelOf(c.parent, lang) }) : t('categories.addMain')}
                      items={c.items}
                      labels={c.labels}
                      selected={c.selected}
                      focus={i === fc ? { row: fr, part, seq: focus.col === i ? focus.seq : 0 } : null}
                      onAdd={() => setDialog(c.parent ? { kind: 'addSub', target: c.parent } : { kind: 'create', target: null })}
                      onOpen={open}
                      onAction={onAction}
                    />
                  ),
                )}
                {/* Room beside the last column and nothing opened in it: the space says what goes there (rounds 7, 8:
                    a blank box, at first and after opening a main category). */}
                {hint && (
                  <p className={browserHint} data-part="browser-hint">
                    {t('categories.openHint')}
                  </p>
                )}
              </div>
            </div>
          </div>
        </>
      )}
      <CategoryFormDialog
        mode={dialog && dialog.kind !== 'delete' ? dialog.kind : null}
        target={dialog?.target ?? null}
        path={pathOf(dialog?.target ?? null)}
        onClose={() => setDialog(null)}
      />
      <DeleteCategoryDialog
        target={dialog?.kind === 'delete' ? dialog.target : null}
        label={dialog?.target ? labelOf(dialog.target, lang) : ''}
        path={pathOf(dialog?.kind === 'delete' ? dialog.target : null)}
        onClose={() => setDialog(null)}
      />
    </Page>
  );
}
