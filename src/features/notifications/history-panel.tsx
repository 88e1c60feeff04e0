import { useMemo, useState } from 'react';
import type { SentNotification } from '../../api/contract/notification.js';
import { useLang, useT } from '../../i18n/index.js';
import type { ListControls } from '../../hooks/use-list-state.js';
import { ListTable } from '../../ui/list/list-table.js';
import { Pagination } from '../../ui/pagination.js';
import { historyColumns } from './history-columns.js';
import { SentDetailDialog } from './sent-detail-dialog.js';
import { useHistory } from './use-history.js';

const rowId = (n: SentNotification) => n.id;
const rowLabel = (n: SentNotification) => n.title;

interface Props {
  list: ListControls;
  onUseAsDraft(n: SentNotification): void;
  /** The composer's title field, where the focus goes after "Use as draft" from the detail. */
  draftFocus(): HTMLElement | null | undefined;
}

/** History tab: the sends, newest first, paged (URL state); a row's title or menu opens its detail. */
export function HistoryPanel({ list, onUseAsDraft, draftFocus }: Props) {
  const t = useT();
  const [lang] = useLang();
  const [open, setOpen] = useState<SentNotification | null>(null);
  const { query } = useHistory(list.state);
  const columns = useMemo(() => historyColumns(t, lang, setOpen), [t, lang]);
  const rows = query.data?.data;
  const p = query.data?.pagination;
  return (
    <>
      <ListTable
        label={t('notifications.history.label')}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowLabel={rowLabel}
        loading={query.isPending}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t('notifications.history.empty')}
        skeletonRows={Math.min(list.state.size, 5)}
        menu={(n) => [
          { value: 'open', label: t('notifications.history.open'), onSelect: () => setOpen(n) },
          { value: 'draft', label: t('notifications.history.useAsDraft'), onSelect: () => onUseAsDraft(n) },
        ]}
      />
      {p && p.dataCount > 0 && <Pagination page={list.state.page} pageCount={p.pageCount} pageSize={list.state.size} total={p.dataCount} onPageChange={list.setPage} />}
      <SentDetailDialog
        sent={open}
        onClose={() => setOpen(null)}
        onUseAsDraft={(n) => {
          setOpen(null);
          onUseAsDraft(n);
        }}
        returnFocus={draftFocus}
      />
    </>
  );
}
