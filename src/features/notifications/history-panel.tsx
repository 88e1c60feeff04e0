import { useMemo, useRef, useState } from 'react';
import type { SentNotification } from '../../api/contract/notification.js';
import { useLang, useT } from '../../i18n/index.js';
import type { ListControls } from '../../connected/use-list-state.js';
import { ListTable } from '../../ui/list/list-table.js';
import { tableStateOf } from '../../connected/table-state.js';
import { Pagination } from '../../ui/pagination.js';
import { useErrorText } from '../../connected/error-handler.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/states.js';
import { CancelSendDialog } from './cancel-send-dialog.js';
import { historyColumns } from './history-columns.js';
import { isCancellable, nextPollDelay } from './schedule.js';
import { SentDetailDialog } from './sent-detail-dialog.js';
import { useHistory, useRefetchEvery } from './use-history.js';
import { useCancelNotification } from './use-notifications.js';

const rowId = (n: SentNotification) => n.id;
const rowLabel = (n: SentNotification) => n.title;

interface Props {
  list: ListControls;
  onUseAsDraft(n: SentNotification): void;
  /** The composer's title field, where the focus goes after "Use as draft" from the detail. */
  draftFocus(): HTMLElement | null | undefined;
  /** The empty history's action: the Compose tab, the focus in its first field. */
  onCompose(): void;
}

/**
 * History tab: the sends, newest first, paged (URL state); a row's title or menu opens its detail; a scheduled or
 * queued send can be cancelled from its menu. While a send of the page is going out (or a scheduled one is due)
 * the page is read again every few seconds, so its progress shows; it stops once none is.
 */
export function HistoryPanel({ list, onUseAsDraft, draftFocus, onCompose }: Props) {
  const t = useT();
  const errorText = useErrorText();
  const [lang] = useLang();
  const [open, setOpen] = useState<SentNotification | null>(null);
  const [cancelling, setCancelling] = useState<SentNotification | null>(null);
  const cancel = useCancelNotification();
  const { query } = useHistory(list.state);
  const columns = useMemo(() => historyColumns(t, lang, setOpen), [t, lang]);
  const rows = query.data?.data;
  const p = query.data?.pagination;
  const delay = query.isPlaceholderData ? null : nextPollDelay(rows);
  useRefetchEvery(delay, query.refetch);
  const table = useRef<HTMLDivElement>(null);
  /** The row of the send that was cancelled (or kept): the menu item that opened the dialog is gone. */
  const rowOf = (n: SentNotification | null) => (n ? table.current?.querySelector<HTMLElement>(`tr[data-row="${n.id}"]`) : null);
  const asked = useRef<SentNotification | null>(null);
  const confirmCancel = () => {
    const n = cancelling;
    if (!n) return;
    cancel.mutate(n, { onSettled: () => setCancelling(null) });
  };
  return (
    <>
      <div ref={table}>
        <ListTable
          label={t('notifications.history.label')}
          columns={columns}
          rows={rows}
          rowId={rowId}
          rowLabel={rowLabel}
          {...tableStateOf(query, list.state.page)}
          // The reads that follow a send's progress are not a new page: the table does not dim for them.
          fetching={query.isFetching && (query.isPlaceholderData || delay == null)}
          errorText={errorText}
          emptyText={t('notifications.history.empty')}
          // Nothing sent yet: what will show here, and the way to the composer (design review round 13).
          empty={
            <div data-part="list-empty">
              <EmptyState
                title={t('notifications.history.empty')}
                description={t('notifications.history.emptyHint')}
                action={
                  <Button variant="solid" size="sm" onClick={onCompose} data-part="empty-compose">
                    {t('notifications.tabs.compose')}
                  </Button>
                }
              />
            </div>
          }
          skeletonRows={Math.min(list.state.size, 5)}
          menu={(n) => [
            { value: 'open', label: t('notifications.history.open'), onSelect: () => setOpen(n) },
            { value: 'draft', label: t('notifications.history.useAsDraft'), onSelect: () => onUseAsDraft(n) },
            ...(isCancellable(n)
              ? [
                  {
                    value: 'cancel',
                    label: t('notifications.history.cancel'),
                    danger: true,
                    onSelect: () => {
                      asked.current = n;
                      setCancelling(n);
                    },
                  },
                ]
              : []),
          ]}
        />
      </div>
      {p && p.dataCount > 0 && (
        <Pagination
          page={list.state.page}
          pageCount={p.pageCount}
          pageSize={list.state.size}
          total={p.dataCount}
          onPageChange={list.setPage}
        />
      )}
      <SentDetailDialog
        sent={open}
        onClose={() => setOpen(null)}
        onUseAsDraft={(n) => {
          setOpen(null);
          onUseAsDraft(n);
        }}
        returnFocus={draftFocus}
      />
      <CancelSendDialog
        send={cancelling}
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onKeep={() => setCancelling(null)}
        returnFocus={() => rowOf(asked.current)}
      />
    </>
  );
}
