import type { Session } from '../../api/contract/access.js';
import { listSessions, revokeOtherSessions, revokeSession } from '../../api/sessions.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';

/** The signed-in member's sessions (GET /sessions), refreshed every time the screen shows. */
export function useSessions() {
  const api = useApi();
  return useQuery<Session[]>({ queryKey: queryKeys.sessions.list, queryFn: () => listSessions(api), staleTime: 0 }, queryClient);
}

const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });

/** Signs one session out; toasted with its name (`label`), then `after` (the confirmation closes) once it is off the list. */
export function useRevokeSession(after: (vars: { id: string; label: string }) => void) {
  const api = useApi();
  return useAdminMutation<{ revoked: true }, { id: string; label: string }>({
    mutationFn: ({ id }) => revokeSession(api, id),
    success: (_d, { label }, t) => ({
      title: t('common.success'),
      message: t('profile.sessions.signedOut', { name: label }),
    }),
    afterSuccess: async (_d, vars) => {
      queryClient.setQueryData<Session[]>(queryKeys.sessions.list, (list) => list?.filter((s) => s.id !== vars.id));
      after(vars);
      await refresh();
    },
    onSettled: refresh,
  });
}

/** Signs every other session out (the confirmation's action); toasted with how many. */
export function useRevokeOtherSessions(after: () => void) {
  const api = useApi();
  return useAdminMutation<{ revoked: number }, void>({
    mutationFn: () => revokeOtherSessions(api),
    success: ({ revoked }, _v, t) => ({
      title: t('common.success'),
      message: t('profile.sessions.othersDone', { count: revoked }),
    }),
    afterSuccess: async () => {
      queryClient.setQueryData<Session[]>(queryKeys.sessions.list, (list) => list?.filter((s) => s.current));
      after();
      await refresh();
    },
    onSettled: refresh,
  });
}
