export default {
  filters: 'Filters',
  /** The empty state of a search (Products): empties the search box and shows the list again. */
  clearSearch: 'Clear search',
  clearFilters: 'Clear filters',
  /** The filters' button with how many are set (issue 38): “Filters · 2”. */
  filtersActive: { one: 'Filters · {{count}}', other: 'Filters · {{count}}' },
  /** The menu of the columns an admin may show or hide (remembered for that admin). */
  columns: 'Columns',
  sortBy: 'Sort by',
  direction: 'Direction',
  asc: 'Ascending',
  desc: 'Descending',
  pageSize: 'Rows per page',
  /** A page size in a phone's ⋯ menu (no select there, design review round 13): “20 rows per page”. */
  pageSizeOption: { one: '{{count}} row per page', other: '{{count}} rows per page' },
  /** Said after the checked page size of that menu. */
  current: 'current',
  /** A phone's sort button (the selects behind it): what the list is sorted by now. */
  sortSummary: 'Sort: {{sort}}, {{dir}}',
  /** The sort's button in a phone's toolbar row (its name says the sort, sortSummary). */
  sort: 'Sort',
  /** The “⋯” menu of a phone's toolbar row: Export CSV. */
  moreActions: 'More actions',
  selectPage: 'Select all on this page',
  selectRow: 'Select “{{name}}”',
  rowActions: 'Actions for “{{name}}”',
  all: 'All',
  searchHint: 'Press / to search',
  /** The page asked for could not be loaded (the pager shows it; no rows of another page are shown). */
  pageFailed: 'Page {{page}} could not be loaded',
  /** A list already shown could not be loaded again: its rows stay, perhaps out of date. */
  updateFailed: 'The list could not be loaded again; the rows shown may be out of date',
  /** More rows (Load more) could not be loaded. */
  moreFailed: 'More rows could not be loaded',
  /** A keyboard's way past the rows (one Tab stop instead of three a row): the link before the table, the mark after it. */
  /** The page's checkbox above a phone's cards (issue 38, round 3). */
  selectPageCount: { one: 'Select all ({{count}})', other: 'Select all ({{count}})' },
  /** The rows' keys (one Tab stop): said with the table, shown under it while a row has focus. */
  rowKeys: {
    move: 'Up and Down arrows: previous and next row',
    select: 'Space: select or clear the row, Escape: clear every row',
    open: 'Enter: open the row',
    controls: 'Right and Left arrows: the row’s controls',
    menu: 'Shift+F10: the row’s actions',
    menuEnter: 'Enter or Shift+F10: the row’s actions',
  },
  bulk: {
    label: 'Bulk actions',
    selected: { one: '{{count}} selected', other: '{{count}} selected' },
    selectAllMatching: { one: 'Select {{count}} matching row', other: 'Select all {{count}} matching rows' },
    enable: 'Enable selected',
    disable: 'Disable selected',
    clear: 'Clear selection',
    /** The composer of /notifications with the selected members (or companies’ owners) as its recipients. */
    notify: 'Send notification',
    title: { enable: 'Enable members', disable: 'Disable members' },
    resolving: 'Collecting the matching rows…',
    progress: { one: '{{count}} of {{total}} done', other: '{{count}} of {{total}} done' },
    summary: {
      enable: { one: '{{count}} member enabled', other: '{{count}} members enabled' },
      disable: { one: '{{count}} member disabled', other: '{{count}} members disabled' },
    },
    failedCount: { one: '{{count}} failed', other: '{{count}} failed' },
    skippedCount: { one: '{{count}} skipped', other: '{{count}} skipped' },
    itemFailed: '{{name}}: {{reason}}',
    itemSkipped: '{{name}}: {{reason}}',
    adminSkipped: 'administrators are never disabled',
    /** A member already in the asked state: nothing to do, nothing recorded (round 7). */
    alreadyEnabled: 'already enabled',
    alreadyDisabled: 'already disabled',
    /** A bulk disable asks first (issue 38, round 8); an enable, an undo and a retry do not. */
    confirm: {
      ask: {
        disable: {
          one: 'Disable {{count}} member? They can no longer sign in to the app until an administrator enables them again.',
          other: 'Disable {{count}} members? They can no longer sign in to the app until an administrator enables them again.',
        },
      },
      go: { disable: { one: 'Disable {{count}} member', other: 'Disable {{count}} members' } },
      skipped: {
        one: '{{count}} selected member is left unchanged: already disabled, or an administrator.',
        other: '{{count}} selected members are left unchanged: already disabled, or administrators.',
      },
    },
    undo: { one: 'Undo ({{count}} member)', other: 'Undo ({{count}} members)' },
    retryFailed: { one: 'Retry {{count}} failed', other: 'Retry {{count}} failed' },
  },
  export: {
    button: 'Export CSV',
    title: 'Export to CSV',
    scope: 'What to export',
    page: { one: 'This page ({{count}} row)', other: 'This page ({{count}} rows)' },
    all: 'Every matching row',
    download: 'Download',
    /** While the rows are read: stops the export (closing the dialog stops it too). */
    stop: 'Stop export',
    progress: { one: '{{loaded}} of {{count}} row loaded', other: '{{loaded}} of {{count}} rows loaded' },
  },
};
