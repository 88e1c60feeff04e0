import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Category } from '../../api/contract/category.js';
import { useLang, useT } from '../../i18n/index.js';
import { Page } from '../../ui/page.js';
import { ErrorState } from '../../ui/states.js';
import { CategoriesSkeleton } from './categories-skeleton.js';
import { CategoryColumn } from './category-column.js';
import type { CategoryFormMode } from './category-form.js';
import { CategoryFormDialog } from './category-form-dialog.js';
import type { RowAction } from './category-row-menu.js';
import { findPath, labelOf, type CategoryId } from './category-tree.js';
import { DeleteCategoryDialog } from './delete-category-dialog.js';
import { useBrowserKeys, type BrowserFocus } from './use-browser-keys.js';
import { useCategories } from './use-categories.js';
import { useSortedColumns } from './use-sorted-columns.js';

type DialogState = { kind: CategoryFormMode | 'delete'; target: Category | null } | null;

const browser = css({ display: 'flex', overflowX: 'auto', border: '1px solid', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.surface', scrollBehavior: 'smooth' });

/** /categories: the column (Miller) browser with its modals. */
export function CategoriesScreen() {
  const t = useT();
  const [lang] = useLang();
  const query = useCategories();
  const [openPath, setOpenPath] = useState<CategoryId[]>([]);
  const [focus, setFocus] = useState<BrowserFocus>({ col: 0, row: 0, part: 'name', seq: 0 });
  const [dialog, setDialog] = useState<DialogState>(null);
  const cols = useSortedColumns(query.data, openPath, lang);
  const scrollRef = useRef<HTMLDivElement>(null);

  const open = useCallback(
    (col: number, row: number) => {
      const item = cols[col]?.items[row];
      if (!item || item.isOptimistic) return;
      setOpenPath((p) => [...p.slice(0, col), item.id]);
      setFocus((f) => (f.col === col && f.row === row ? f : { col, row, part: 'name', seq: f.seq }));
    },
    [cols],
  );
  const onKeyDown = useBrowserKeys(cols, focus, setFocus, open);
  const onAction = useCallback((target: Category, kind: RowAction) => setDialog({ kind, target }), []);

  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [cols.length]);

  // Keep the tab stop on an existing row when columns shrink (delete, refetch).
  const fc = Math.min(focus.col, cols.length - 1);
  const fr = Math.min(focus.row, Math.max(0, (cols[fc]?.items.length ?? 1) - 1));
  const pathOf = (c: Category | null) => (c && query.data ? (findPath(query.data, c.id) ?? [c]).map((x) => labelOf(x, lang)) : []);

  return (
    <Page name="categories" title={t('categories.title')} description={t('categories.description')}>
      {query.isPending ? (
        <CategoriesSkeleton />
      ) : query.isError && !query.data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p id="categories-keys" className={css({ fontSize: '12px', color: 'fg.muted' })}>
            {t('categories.keyboardHint')}
          </p>
          <div ref={scrollRef} className={browser} role="region" aria-label={t('categories.browser')} aria-describedby="categories-keys" onKeyDown={onKeyDown} data-part="browser">
            {cols.map((c, i) => (
              <CategoryColumn
                key={c.parent ? `c-${String(c.parent.id)}` : 'root'}
                index={i}
                title={c.parent ? t('categories.subcategoriesOf', { name: labelOf(c.parent, lang) }) : t('categories.mainCategories')}
                addLabel={c.parent ? t('categories.addTo', { name: labelOf(c.parent, lang) }) : t('categories.addMain')}
                items={c.items}
                labels={c.labels}
                selected={c.selected}
                focus={i === fc ? { row: fr, part: focus.part, seq: focus.col === i ? focus.seq : 0 } : null}
                onAdd={() => setDialog(c.parent ? { kind: 'addSub', target: c.parent } : { kind: 'create', target: null })}
                onOpen={open}
                onAction={onAction}
              />
            ))}
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
