import { useRef } from 'react';
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
  // The success toast offers Undo (the opposite change), which reports through this same mutation.
  const self = useRef<{ mutate(vars: { memberId: number; enable: boolean }): void } | null>(null);
  const mutation = useAdminMutation({
    mutationFn: ({ memberId, enable }: { memberId: number; enable: boolean }) =>
      enable ? enableMember(api, memberId) : disableMember(api, memberId),
    success: (_d, { memberId, enable }, t) => ({
      message: t(enable ? texts.enabled : texts.disabled),
      event: [enable ? 'admin-member-enabled' : 'admin-member-disabled', { memberId }],
      action: { label: t('common.undo'), onClick: () => self.current?.mutate({ memberId, enable: !enable }) },
    }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.members.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
      ]),
  });
  self.current = mutation;
  return mutation;
}
