import { disableMember, enableMember } from '../api/members.js';
import { useAdminMutation } from './admin-mutation.js';
import { useApi } from '../state/api.js';
import { queryClient } from '../state/store.js';
import { queryKeys } from '../state/query-keys.js';

/**
 * Enable or disable one member (a customer, or the owner of a company): success toast with the
 * screen's own text, `admin-member-enabled|disabled` from the host, members and companies refetched.
 */
export function useMemberStatus(texts: { enabled: string; disabled: string }) {
  const api = useApi();
  return useAdminMutation({
    mutationFn: ({ memberId, enable }: { memberId: number; enable: boolean }) =>
      enable ? enableMember(api, memberId) : disableMember(api, memberId),
    success: (_d, { memberId, enable }, t) => ({
      message: t(enable ? texts.enabled : texts.disabled),
      event: [enable ? 'admin-member-enabled' : 'admin-member-disabled', { memberId }],
    }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.members.all }), queryClient.invalidateQueries({ queryKey: queryKeys.companies.all })]),
  });
}
