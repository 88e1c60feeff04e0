import { useQuery } from '../../state/query/use-query.js';
import { getMember } from '../../api/auth.js';
import type { MemberInfo } from '../../api/contract/auth.js';
import { useApi } from '../../state/api.js';
import { queryClient, store } from '../../state/store.js';
import { memberInfoAtom } from '../../state/session.js';
import { queryKeys } from '../../state/query-keys.js';

/** The signed-in member, cached under memberInfo and seeded from the session. */
export function useMemberInfo() {
  const api = useApi();
  return useQuery<MemberInfo>(
    {
      queryKey: queryKeys.memberInfo,
      queryFn: () => getMember(api),
      initialData: () => store.get(memberInfoAtom) ?? undefined,
      staleTime: 30_000,
    },
    queryClient,
  );
}
