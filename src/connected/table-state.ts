import type { QueryResult } from '../state/query/use-query.js';
import type { ListTableProps } from '../ui/list/list-table.js';

/** What a list table shows of its page's query: every list screen passes the same (issue 38, round 3). */
export type TableState = Pick<ListTableProps<unknown>, 'loading' | 'fetching' | 'error' | 'onRetry' | 'placeholder' | 'page'>;

/**
 * The table's state from its page query: loading until the first answer, fetching (dimmed) while any call is
 * out, the error with a retry that asks again, the previous page kept meanwhile (`placeholder`), and the page
 * asked for (said when it could not be loaded).
 */
export function tableStateOf(
  query: Pick<QueryResult<unknown>, 'isPending' | 'isFetching' | 'error' | 'isPlaceholderData' | 'refetch'>,
  page: number,
): TableState {
  return {
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
    placeholder: query.isPlaceholderData,
    page,
  };
}
