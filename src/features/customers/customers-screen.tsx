import { useMemo } from 'react';
import type { Member } from '../../api/contract/member.js';
import { MEMBER_SORT_KEYS } from '../../api/contract/constants.js';
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
import { customerColumns, memberName } from './customer-columns.js';
import { CustomerFilters, activeCustomerFilters } from './customer-filters.js';
import { ColumnPicker, useShownColumns, visibleColumns } from '../../ui/list/column-picker.js';
import { EmptyState } from '../../ui/states.js';
import { Button } from '../../ui/button.js';
import { useSession } from '../../state/use-session.js';
import { CLEARED_FILTERS } from './list-query.js';
import { css } from 'styled-system/css';
import { useCustomerBulk } from './use-customer-bulk.js';
import { HiddenOwners } from './hidden-owners.js';
import { CUSTOMER_DEFAULTS, isBusinessOn } from './list-query.js';
import { useCustomers, useMemberToggle, useOwnersCount } from './use-customers.js';
import type { DetailRoute } from '../../connected/use-detail-route.js';
import { lazyDrawer } from '../../ui/drawer.js';
import { useMemberRoute } from './use-member-detail.js';

// The detail drawer loads the first time an item opens (issue 40: not in the list's first load).
const MemberDrawer = lazyDrawer(() => import('./member-drawer.js').then((m) => m.MemberDrawer));

const rowId = (m: Member) => m.id;

/**
 * Customers (/customers, `<admin-customers>`): filters, sort, table, pagination, bulk, export; a row opens the
 * member drawer (/customers/42: `detail`, given by `<admin-app>`'s route; embedded, the panel's URL state).
 */
export function CustomersScreen({ detail }: { detail?: DetailRoute }) {
  const t = useT();
  const errorText = useErrorText();
  const shortcut = useShortcutScope();
  const [lang] = useLang();
  const onError = useErrorHandler();
  const appLink = useAppLink();
  const list = useListState(useStatePrefix('c.'), CUSTOMER_DEFAULTS);
  const { query, fetchPage } = useCustomers(list.state);
  const toggle = useMemberToggle();
  const business = isBusinessOn(list.state);
  const drawer = useMemberRoute(detail);
  const allColumns = useMemo(
    () => customerColumns(t, lang, business, drawer.opener, list.state.sort),
    [t, lang, business, drawer.opener, list.state.sort],
  );
  // The optional columns (email, phone) this admin shows, remembered for the admin (issue 38).
  const { memberInfo } = useSession();
  const admin = memberInfo?.id ?? memberInfo?.email;
  const [shown, setShown] = useShownColumns(admin !== undefined ? `backoffice.columns.customers.${admin}` : null);
  const columns = useMemo(() => visibleColumns(allColumns, shown), [allColumns, shown]);
  const sorts = useMemo(() => MEMBER_SORT_KEYS.map((k) => ({ value: k, label: t(`customers.sort.${k}`) })), [t]);
  const rows = query.data?.data;
  const filterKey = JSON.stringify(list.state.filters);
  const selection = useSelection(rows, rowId, filterKey);
  const bulk = useCustomerBulk(selection, fetchPage);
  const p = query.data?.pagination;
  const owners = useOwnersCount(list.state);
  // Both counts of the same search: the list's own (not a previous page kept on screen) and the one with owners.
  const hidden = !business && p && !query.isPlaceholderData && owners.data !== undefined ? Math.max(0, owners.data - p.dataCount) : 0;
  // Nothing but company owners matches (issue 38, item 19): the empty state says so, and how to see them.
  const onlyOwners = !!p && p.dataCount === 0 && hidden > 0;
  const filtered = activeCustomerFilters(list.state) > 0;
  const showOwners = () => list.setFilters({ business: '1' });
  const empty = (
    <div data-part={onlyOwners ? 'only-owners' : 'list-empty'}>
      <EmptyState
        title={onlyOwners ? t('customers.onlyOwners', { count: hidden }) : t('customers.empty')}
        description={onlyOwners ? t('customers.onlyOwnersHint', { count: hidden }) : undefined}
        action={
          (onlyOwners || filtered) && (
            <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' })}>
              {onlyOwners && (
                <Button variant="solid" size="sm" onClick={showOwners} data-part="show-owners">
                  {t('customers.showOwners')}
                </Button>
              )}
              {filtered && (
                <Button variant="outline" size="sm" onClick={() => list.resetFilters(CLEARED_FILTERS)} data-part="empty-clear-filters">
                  {t('list.clearFilters')}
                </Button>
              )}
            </span>
          )
        }
      />
    </div>
  );
  return (
    <ListScreen shortcut={shortcut} name="customers" title={t('customers.title')} description={t('customers.description')}>
      {/* Clear filters shows while a filter narrows the list (round 8); clearing also turns the business toggle on (spec). */}
      <ListToolbar
        filters={{
          fields: <CustomerFilters list={list} />,
          active: activeCustomerFilters(list.state),
          onClear: () => list.resetFilters(CLEARED_FILTERS),
        }}
        sorts={sorts}
        list={list}
        columns={<ColumnPicker columns={allColumns} shown={shown} onToggle={setShown} />}
        exportCsv={{ columns: allColumns, pageRows: rows ?? [], fetchPage, filename: 'customers', onError }}
      />
      <ListTable
        label={t('customers.title')}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowLabel={memberName}
        {...tableStateOf(query, list.state.page)}
        errorText={errorText}
        emptyText={t('customers.empty')}
        empty={empty}
        cards
        sort={{ key: list.state.sort, dir: list.state.dir }}
        onSort={list.setOrder}
        skeletonRows={list.state.size}
        selection={selection}
        onOpen={(m) => drawer.detail.open(m.id)}
        menu={(m) => [
          {
            value: 'enable',
            label: t('customers.actions.enable'),
            disabled: m.enabled,
            onSelect: () => toggle.mutate({ memberId: m.id, enable: true, name: memberName(m) }),
          },
          {
            value: 'disable',
            label: t('customers.actions.disable'),
            disabled: !m.enabled || m.role?.name === 'admin',
            danger: true,
            onSelect: () => toggle.mutate({ memberId: m.id, enable: false, name: memberName(m) }),
          },
          {
            value: 'history',
            label: t('customers.actions.history'),
            ...menuLink(appLink(`/activity?targetType=member&targetId=${m.id}`)),
          },
        ]}
      />
      <BulkBar selection={selection} total={p?.dataCount ?? 0} onRun={bulk.run} onNotify={bulk.notify} />
      <HiddenOwners count={onlyOwners ? 0 : hidden} onShow={showOwners} />
      {p && p.dataCount > 0 && (
        <Pagination
          page={list.state.page}
          pageCount={p.pageCount}
          pageSize={list.state.size}
          total={p.dataCount}
          onPageChange={list.setPage}
        />
      )}
      <BulkDialog bulk={bulk} />
      <MemberDrawer id={drawer.detail.id} onClose={drawer.detail.close} />
    </ListScreen>
  );
}
