import { useMemo, useState } from 'react';
import type { Company } from '../../api/contract/company.js';
import { COMPANY_SORT_KEYS } from '../../api/contract/constants.js';
import { useLang, useT } from '../../i18n/index.js';
import { useErrorHandler, useErrorText } from '../../connected/error-handler.js';
import { BulkBar } from '../../ui/list/bulk-bar.js';
import { BulkDialog } from '../../ui/list/bulk-dialog.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { useShortcutScope } from '../../connected/use-shortcut-scope.js';
import { ListTable } from '../../ui/list/list-table.js';
import { tableStateOf } from '../../connected/table-state.js';
import { ListToolbar } from '../../ui/list/list-toolbar.js';
import { useListState, useStatePrefix } from '../../connected/use-list-state.js';
import { menuLink, useAppLink } from '../../connected/link.js';
import { useSelection } from '../../ui/list/use-selection.js';
import { Pagination } from '../../ui/pagination.js';
import { BranchesDialog } from './branches-dialog.js';
import { businessColumns, ownerName } from './business-columns.js';
import { BusinessFilters, activeBusinessFilters } from './business-filters.js';
import { useBusinessBulk } from './use-business-bulk.js';
import { BUSINESS_DEFAULTS, CLEARED_FILTERS, useCompanies, useOwnerToggle } from './use-business.js';
import { EmptyState } from '../../ui/states.js';
import { Button } from '../../ui/button.js';
import type { DetailRoute } from '../../connected/use-detail-route.js';
import { lazyDrawer } from '../../ui/drawer.js';
import { useCompanyRoute } from './use-company-detail.js';
import { useMediaUrl } from '../../state/api.js';
import { useSession } from '../../state/use-session.js';
import { ColumnPicker, useShownColumns, visibleColumns } from '../../ui/list/column-picker.js';

// The detail drawer loads the first time an item opens (issue 40: not in the list's first load).
const CompanyDrawer = lazyDrawer(() => import('./company-drawer.js').then((m) => m.CompanyDrawer));

const rowId = (c: Company) => c.id;
const rowLabel = (c: Company) => c.name;

/**
 * Businesses (/business, `<admin-business>`): filters, sort, table, branches, owner enable/disable; a row opens
 * the company drawer (/business/7: `detail`, given by `<admin-app>`'s route; embedded, the panel's URL state).
 */
export function BusinessScreen({ detail }: { detail?: DetailRoute }) {
  const t = useT();
  const errorText = useErrorText();
  const shortcut = useShortcutScope();
  const [lang] = useLang();
  const onError = useErrorHandler();
  const appLink = useAppLink();
  const list = useListState(useStatePrefix('b.'), BUSINESS_DEFAULTS);
  const { query, fetchPage } = useCompanies(list.state);
  const toggle = useOwnerToggle();
  const [branchesOf, setBranchesOf] = useState<Company | null>(null);
  const drawer = useCompanyRoute(detail);
  const media = useMediaUrl();
  const allColumns = useMemo(() => businessColumns(t, lang, setBranchesOf, drawer.opener, media), [t, lang, drawer.opener, media]);
  // The optional columns (owner, email, phone) this admin shows, remembered for the admin (issue 38).
  const { memberInfo } = useSession();
  const admin = memberInfo?.id ?? memberInfo?.email;
  const [shown, setShown] = useShownColumns(admin !== undefined ? `backoffice.columns.business.${admin}` : null);
  const columns = useMemo(() => visibleColumns(allColumns, shown), [allColumns, shown]);
  const sorts = useMemo(() => COMPANY_SORT_KEYS.map((k) => ({ value: k, label: t(`business.sort.${k}`) })), [t]);
  const rows = query.data?.data;
  const selection = useSelection(rows, rowId, JSON.stringify(list.state.filters));
  const bulk = useBusinessBulk(selection, fetchPage);
  const p = query.data?.pagination;
  // No company matches the filters: the empty state clears them, as Customers' does (issue 38, round 3).
  const empty = (
    <div data-part="list-empty">
      <EmptyState
        title={t('business.empty')}
        action={
          activeBusinessFilters(list.state) > 0 && (
            <Button variant="outline" size="sm" onClick={() => list.resetFilters(CLEARED_FILTERS)} data-part="empty-clear-filters">
              {t('list.clearFilters')}
            </Button>
          )
        }
      />
    </div>
  );
  return (
    <ListScreen shortcut={shortcut} name="business" title={t('business.title')} description={t('business.description')}>
      <ListToolbar
        filters={{
          fields: <BusinessFilters list={list} />,
          active: activeBusinessFilters(list.state),
          onClear: () => list.resetFilters(CLEARED_FILTERS),
        }}
        sorts={sorts}
        list={list}
        columns={<ColumnPicker columns={allColumns} shown={shown} onToggle={setShown} />}
        exportCsv={{ columns: allColumns, pageRows: rows ?? [], fetchPage, filename: 'businesses', onError }}
      />
      <ListTable
        label={t('business.title')}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowLabel={rowLabel}
        {...tableStateOf(query, list.state.page)}
        errorText={errorText}
        emptyText={t('business.empty')}
        empty={empty}
        cards
        sort={{ key: list.state.sort, dir: list.state.dir }}
        onSort={list.setOrder}
        skeletonRows={list.state.size}
        selection={selection}
        onOpen={(c) => drawer.detail.open(c.id)}
        menu={(c) => [
          { value: 'products', label: t('business.actions.products'), ...menuLink(appLink(`/products?companyId=${c.id}`)) },
          // Only the action that applies: Disable for an enabled owner, Enable for a disabled one.
          c.member.enabled
            ? {
                value: 'disable',
                label: t('business.actions.disable'),
                danger: true,
                onSelect: () => toggle.mutate({ memberId: c.member.id, enable: false, name: ownerName(c), company: c.name }),
              }
            : {
                value: 'enable',
                label: t('business.actions.enable'),
                onSelect: () => toggle.mutate({ memberId: c.member.id, enable: true, name: ownerName(c), company: c.name }),
              },
          {
            value: 'history',
            label: t('business.actions.history'),
            // The company's history (its own events, its owner's and its products'), not only its owner's (round 11).
            ...menuLink(appLink(`/activity?companyId=${c.id}`)),
          },
        ]}
      />
      {/* After the table: a bar stuck to the bottom of the viewport (issue 38). */}
      <BulkBar selection={selection} total={p?.dataCount ?? 0} onRun={bulk.run} onNotify={bulk.notify} />
      {p && p.dataCount > 0 && (
        <Pagination
          page={list.state.page}
          pageCount={p.pageCount}
          pageSize={list.state.size}
          total={p.dataCount}
          onPageChange={list.setPage}
        />
      )}
      <BranchesDialog company={branchesOf} onClose={() => setBranchesOf(null)} />
      <BulkDialog bulk={bulk} />
      <CompanyDrawer id={drawer.detail.id} onClose={drawer.detail.close} />
    </ListScreen>
  );
}
