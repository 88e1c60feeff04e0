import type { AdminAccount, Session } from '../../api/contract/access.js';
import {
  disableAdmin,
  enableAdmin,
  grantAdmin,
  grantOwner,
  listAdmins,
  listAdminSessions,
  revokeAdmin,
  revokeAdminSession,
  revokeOwner,
} from '../../api/admins.js';
import { search } from '../../api/insights.js';
import type { ApiClient } from '../../api/client.js';
import type { Translate } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { useQuery } from '../../state/query/use-query.js';
import { useMutation } from '../../state/query/mutation.js';
import { queryClient } from '../../state/store.js';

/** The administrators (GET /admins). */
export function useAdmins() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.admins.list, queryFn: () => listAdmins(api) }, queryClient);
}

/** One administrator's sessions (GET /admins/{id}/sessions); nothing asked while `id` is null. */
export function useAdminSessions(id: number | null) {
  const api = useApi();
  return useQuery<Session[]>(
    { queryKey: queryKeys.admins.sessions(id), queryFn: () => listAdminSessions(api, id!), enabled: id !== null },
    queryClient,
  );
}

/** The row actions of Team, each confirmed in a dialog. */
export type TeamAction = 'makeOwner' | 'removeOwner' | 'disable' | 'enable' | 'revoke';

/**
 * "Marco Bianchi disabled. 2 sessions ended, 1 API token revoked.": the counts that are zero are left out,
 * so an administrator who was signed out everywhere reads only the first sentence.
 */
export function disabledText(t: Translate, name: string, sessions: number, tokens: number): string {
  const counts = [
    sessions > 0 ? t('team.toast.disabledSessions', { count: sessions }) : '',
    tokens > 0 ? t('team.toast.disabledTokens', { count: tokens }) : '',
  ].filter(Boolean);
  return `${t('team.toast.disabled', { name })}.${counts.length ? ` ${counts.join(', ')}.` : ''}`;
}

/** The call of each action and its success toast. */
const ACTIONS: Record<
  TeamAction,
  { call(c: ApiClient, id: number): Promise<unknown>; toast(t: Translate, a: AdminAccount, data: unknown): string }
> = {
  makeOwner: { call: grantOwner, toast: (t, a) => t('team.toast.madeOwner', { name: a.name }) },
  removeOwner: { call: revokeOwner, toast: (t, a) => t('team.toast.removedOwner', { name: a.name }) },
  disable: {
    call: disableAdmin,
    toast: (t, a, data) => {
      const d = data as { sessionsRevoked?: number; tokensRevoked?: number };
      return disabledText(t, a.name, d.sessionsRevoked ?? 0, d.tokensRevoked ?? 0);
    },
  },
  enable: { call: enableAdmin, toast: (t, a) => t('team.toast.enabled', { name: a.name }) },
  revoke: { call: revokeAdmin, toast: (t, a) => t('team.toast.revoked', { name: a.name }) },
};

/** The success toast's title of each action (issue 39/38, item 4). */
const TITLES: Record<TeamAction, string> = {
  makeOwner: 'common.success',
  removeOwner: 'common.success',
  disable: 'common.success',
  enable: 'common.success',
  revoke: 'common.success',
};
export const actionTitle = (action: TeamAction, t: Translate) => t(TITLES[action]);
export const actionToast = (action: TeamAction, t: Translate, a: AdminAccount, data: unknown) => ACTIONS[action].toast(t, a, data);

const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.admins.all });

/**
 * A row action: its error stays with the dialog that asked (409 last_owner, cannot_disable_self next to the
 * button, not in a toast); the list is asked again either way. Members change too (a role or a state).
 */
export function useTeamAction() {
  const api = useApi();
  return useMutation<unknown, { action: TeamAction; admin: AdminAccount }>({
    mutationFn: ({ action, admin }) => ACTIONS[action].call(api, admin.id),
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.members.all });
    },
  });
}

/** Add administrator: grants IamGOD to a member found by the search. */
export function useGrantAdmin() {
  const api = useApi();
  return useMutation<unknown, { memberId: number; name: string }>({
    mutationFn: ({ memberId }) => grantAdmin(api, memberId),
    onSettled: () => {
      void refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.members.all });
    },
  });
}

/** Ends one session of an administrator. */
export function useEndSession(adminId: number | null) {
  const api = useApi();
  return useMutation<unknown, string>({
    mutationFn: (sessionId) => revokeAdminSession(api, adminId!, sessionId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admins.sessions(adminId) }),
  });
}

/** The members a text finds (GET /search, the command palette's search), for Add administrator. */
export function useMemberSearch(q: string) {
  const api = useApi();
  const text = q.trim();
  return useQuery(
    {
      queryKey: queryKeys.search.results(text, 8),
      queryFn: () => search(api, text, 8),
      enabled: text.length >= 2,
      select: (r) => r.members,
    },
    queryClient,
  );
}
