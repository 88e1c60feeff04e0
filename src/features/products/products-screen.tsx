import { useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Product } from '../../api/contract/product.js';
import { useLang, useT } from '../../i18n/index.js';
import { useErrorHandler, useErrorText } from '../../connected/error-handler.js';
import { Link, menuLink, useAppLink } from '../../connected/link.js';
import { DeletedLink } from '../../connected/deleted-link.js';
import { Card } from '../../ui/card.js';
import { ChevronLeftIcon } from '../../ui/icons.js';
import { ListActions, pageSizeItems } from '../../ui/list/list-toolbar.js';
import { useCardLayout } from '../../ui/list/use-card-layout.js';
import { ColumnPicker, useShownColumns, visibleColumns } from '../../ui/list/column-picker.js';
import { useSession } from '../../state/use-session.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { useShortcutScope } from '../../connected/use-shortcut-scope.js';
import { ListTable } from '../../ui/list/list-table.js';
import { tableStateOf } from '../../connected/table-state.js';
import { SearchInput } from '../../ui/list/search-input.js';
import { SortBar } from '../../ui/list/sort-bar.js';
import { useListState, useStatePrefix } from '../../connected/use-list-state.js';
import { Pagination } from '../../ui/pagination.js';
import { EmptyState } from '../../ui/states.js';
import { Button } from '../../ui/button.js';
import { CompanyCard, CompanyStatus } from './company-card.js';
import { DeleteProductDialog } from './delete-product-dialog.js';
import { GalleryDialog } from './gallery-dialog.js';
import { productColumns } from './product-columns.js';
import { PRODUCT_DEFAULTS, useCompany, useCompanyId, useDeleteProduct, useProducts } from './use-products.js';
import { useMediaUrl } from '../../state/api.js';
import { useKeyboardHints } from '../../ui/keyboard-hints.js';

const rowId = (p: Product) => p.id;
// The back link above the page header; the screen's root keeps the page's canvas.
const frame = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', w: 'full', bg: 'bg.canvas' });
const backLink = css({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: '14px',
  color: 'fg.muted',
  borderRadius: 'l1',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
// Search at the start, rows per page and export after it, on one row (wrapping only when too narrow).
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3', '& > [data-part=sort-bar]': { flex: '1 1 auto' } });
// A phone's cards: the toolbar of Customers and Business, one row (design review round 13: a labelled search, then a
// full-width "Rows per page" select, then ⋯ put the first product at y≈433 of 700 at 320 px). The search fills the
// row, its label said (its placeholder shows it); ⋯ holds Export CSV and the page sizes.
const phoneToolbar = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const rowLabel = (p: Product) => p.name;

/** Products of one company (/products?companyId=, `<admin-products company-id>`). */
export function ProductsScreen({ companyId: attr }: { companyId?: string | number }) {
  const t = useT();
  // The / key's cap only where a keyboard is likely (not on a phone).
  const hints = useKeyboardHints();
  const errorText = useErrorText();
  const shortcut = useShortcutScope();
  const [lang] = useLang();
  const appLink = useAppLink();
  const onError = useErrorHandler();
  const companyId = useCompanyId(attr);
  const list = useListState(useStatePrefix('p.'), PRODUCT_DEFAULTS);
  const company = useCompany(companyId);
  const { query, fetchPage } = useProducts(companyId, list.state);
  const [gallery, setGallery] = useState<Product | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  // Cards on a phone (the toolbar is as wide as the list): Columns is left out, Export CSV is in the ⋯ menu.
  const cards = useCardLayout(toolbarRef);
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const del = useDeleteProduct(companyId, () => setToDelete(null));
  const media = useMediaUrl();
  const allColumns = useMemo(() => productColumns(t, lang, setGallery, media), [t, lang, media]);
  // The optional column (description) this admin shows, remembered for the admin, as Customers and Business do.
  const { memberInfo } = useSession();
  const admin = memberInfo?.id ?? memberInfo?.email;
  const [shown, setShown] = useShownColumns(admin !== undefined ? `backoffice.columns.products.${admin}` : null);
  const columns = useMemo(() => visibleColumns(allColumns, shown), [allColumns, shown]);
  // Back to the company list: a link (href) at the top left, before the title (issue item 12).
  const back = (
    <Link to="/business" plain className={backLink} data-part="back">
      <ChevronLeftIcon size={16} />
      {t('products.back')}
    </Link>
  );
  if (companyId === null)
    return (
      <div className={frame}>
        {back}
        <ListScreen shortcut={shortcut} name="products" title={t('products.title')}>
          <Card>
            <EmptyState title={t('products.noCompany')} description={t('products.noCompanyHint')} />
          </Card>
        </ListScreen>
      </div>
    );
  const rows = query.data?.data;
  const p = query.data?.pagination;
  const exportCsv = { columns: allColumns, pageRows: rows ?? [], fetchPage, filename: `products-${companyId}`, onError };
  // No product matches the search: the empty state clears it, as Customers' clears its filters (design review);
  // the focus goes to the emptied search box, where the admin types the next one.
  const searched = list.state.filters.name ?? '';
  const clearSearch = () => {
    list.setFilters({ name: '' });
    toolbarRef.current?.querySelector<HTMLInputElement>('[data-list-search]')?.focus();
  };
  const empty = (
    <div data-part="list-empty">
      <EmptyState
        title={t('products.empty')}
        description={
          searched ? <span className={css({ overflowWrap: 'anywhere' })}>{t('products.emptySearch', { query: searched })}</span> : undefined
        }
        action={
          searched && (
            <Button variant="outline" size="sm" onClick={clearSearch} data-part="empty-clear-search">
              {t('list.clearSearch')}
            </Button>
          )
        }
      />
    </div>
  );
  return (
    <div className={frame}>
      {back}
      <ListScreen
        shortcut={shortcut}
        name="products"
        // The company's name is the page's heading; "Products" says what of it the page shows (issue item 12). The
        // card under it does not repeat it (issue 38).
        title={company.data ? <span data-part="company-name">{company.data.name}</span> : t('products.title')}
        titleMeta={company.data && <CompanyStatus company={company.data} />}
        description={company.data ? t('products.of') : t('products.description')}
        actions={<DeletedLink type="product" companyId={companyId} />}
      >
        <CompanyCard company={company.data} loading={company.isPending} error={company.error} onRetry={() => void company.refetch()} />
        {/* One toolbar row: search, rows per page, export; on a phone's cards: search and ⋯ (the page sizes in it). */}
        <div ref={toolbarRef} className={cards ? phoneToolbar : toolbar} data-part="products-toolbar" data-cards={cards || undefined}>
          <div className={cards ? css({ flex: '1 1 auto', minW: '0' }) : css({ flex: '1 1 16rem', maxW: '24rem' })}>
            <SearchInput
              label={t('products.search')}
              compact={cards}
              keyShortcut={!!shortcut}
              shortcutHint={hints && !!shortcut}
              value={list.state.filters.name ?? ''}
              delay={500}
              onCommit={(name) => list.setFilters({ name })}
            />
          </div>
          {cards ? (
            <ListActions cards exportCsv={exportCsv} more={() => pageSizeItems(t, list)} />
          ) : (
            <SortBar
              sorts={[]}
              list={list}
              actions={
                <ListActions
                  cards={false}
                  columns={<ColumnPicker columns={allColumns} shown={shown} onToggle={setShown} />}
                  exportCsv={exportCsv}
                />
              }
            />
          )}
        </div>
        <ListTable
          label={t('products.title')}
          columns={columns}
          rows={rows}
          rowId={rowId}
          rowLabel={rowLabel}
          {...tableStateOf(query, list.state.page)}
          errorText={errorText}
          emptyText={t('products.empty')}
          empty={empty}
          // Cards on a phone (issue 38, round 3); the wide table keeps its own column widths.
          cards="phone"
          skeletonRows={list.state.size}
          menu={(row) => [
            // The row's action first, History last, as in the customers and business menus.
            { value: 'delete', label: t('products.delete.action'), danger: true, onSelect: () => setToDelete(row) },
            {
              value: 'history',
              label: t('products.history'),
              ...menuLink(appLink(`/activity?targetType=product&targetId=${row.id}`)),
            },
          ]}
        />
        {p && p.dataCount > 0 && (
          <Pagination
            page={list.state.page}
            pageCount={p.pageCount}
            pageSize={list.state.size}
            total={p.dataCount}
            onPageChange={list.setPage}
          />
        )}
        <GalleryDialog product={gallery} onClose={() => setGallery(null)} />
        <DeleteProductDialog
          product={toDelete}
          deleting={del.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() => toDelete && del.mutate({ id: toDelete.id, name: toDelete.name })}
        />
      </ListScreen>
    </div>
  );
}
