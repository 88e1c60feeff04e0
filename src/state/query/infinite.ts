import { useCallback, useRef, useState } from 'react';
import { settled, type QueryClient, type QueryContext, type QueryFn, type QueryKey } from './core.js';
import { useQuery } from './use-query.js';

export interface InfiniteData<P, Param> {
  pages: P[];
  pageParams: Param[];
}

/**
 * A list read page after page (a cursor): `fetchNextPage` adds the next; a refetch asks again for every page shown.
 * `isFetchNextPageError`: the entry's error is the next page's (the pages shown stay), so a Retry asks for it again.
 */
export function useInfiniteQuery<P, Param>(
  opts: {
    queryKey: QueryKey;
    queryFn: (ctx: QueryContext & { pageParam: Param }) => Promise<P>;
    initialPageParam: Param;
    getNextPageParam: (last: P) => Param | undefined;
  },
  client: QueryClient,
) {
  const q = client.get<InfiniteData<P, Param>>(opts.queryKey);
  const latest = useRef(opts);
  latest.current = opts;
  const all = useCallback<QueryFn<InfiniteData<P, Param>>>(
    async ({ signal }) => {
      const o = latest.current;
      const count = Math.max(1, q.state.data?.pages.length ?? 1);
      const out: InfiniteData<P, Param> = { pages: [], pageParams: [] };
      let param: Param | undefined = o.initialPageParam;
      while (param !== undefined && out.pages.length < count) {
        const page = await o.queryFn({ signal, pageParam: param });
        out.pages.push(page);
        out.pageParams.push(param);
        param = o.getNextPageParam(page);
      }
      return out;
    },
    [q],
  );
  const query = useQuery<InfiniteData<P, Param>>({ queryKey: opts.queryKey, queryFn: all }, client);
  const [nextFailed, setNextFailed] = useState(false);
  const last = query.data?.pages.at(-1);
  const fetchNextPage = useCallback(() => {
    const d = q.state.data;
    const lastPage = d?.pages.at(-1);
    const param = lastPage === undefined ? undefined : latest.current.getNextPageParam(lastPage);
    if (!d || param === undefined || q.inFlight) return Promise.resolve();
    setNextFailed(false);
    const nextPage: QueryFn<InfiniteData<P, Param>> = async ({ signal }) => {
      const page = await latest.current.queryFn({ signal, pageParam: param });
      const cur = q.state.data ?? d;
      return { pages: [...cur.pages, page], pageParams: [...cur.pageParams, param] };
    };
    return settled(
      client.fetch(q, nextPage, { kind: 'next' }).catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name !== 'AbortError') setNextFailed(true);
        throw error;
      }),
    );
  }, [client, q]);
  const { refetch } = query;
  const refetchAll = useCallback(() => {
    setNextFailed(false);
    return refetch();
  }, [refetch]);
  return {
    ...query,
    refetch: refetchAll,
    isFetchNextPageError: nextFailed && !!query.error,
    hasNextPage: last !== undefined && opts.getNextPageParam(last) !== undefined,
    isFetchingNextPage: query.isFetching && q.inFlight?.kind === 'next',
    fetchNextPage,
  };
}
