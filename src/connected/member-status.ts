import { useRef } from 'react';
import { disableMember, enableMember } from '../api/members.js';
import { useAdminMutation } from './admin-mutation.js';
import { useApi } from '../state/api.js';
import { queryClient } from '../state/store.js';
import { queryKeys } from '../state/query-keys.js';

/** One member to enable or disable, with what the toast names: the member, and the company they own if any. */
export interface MemberStatusVars {
  memberId: number;
  enable: boolean;
  /** The member's name as the screen shows it ({{name}} of the toast). */
  name: string;
  /** The company the member owns, on the Business screen ({{company}} of the toast). */
  company?: string;
}

/**
 * Enable or disable one member (a customer, or the owner of a company): success toast with the
 * screen's own text naming the member (and company), `admin-member-enabled|disabled` from the host,
 * members and companies refetched.
 */
export function useMemberStatus(texts: { enabled: string; disabled: string; enabledTitle: string; disabledTitle: string }) {
  const api = useApi();
  // The success toast offers Undo (the opposite change), which reports through this same mutation.
  const self = useRef<{ mutate(vars: MemberStatusVars): void } | null>(null);
  const mutation = useAdminMutation({
    mutationFn: ({ memberId, enable }: MemberStatusVars) => (enable ? enableMember(api, memberId) : disableMember(api, memberId)),
    success: (_d, vars, t) => ({
      title: t(vars.enable ? texts.enabledTitle : texts.disabledTitle),
      message: t(vars.enable ? texts.enabled : texts.disabled, { name: vars.name, company: vars.company ?? '' }),
      event: [vars.enable ? 'admin-member-enabled' : 'admin-member-disabled', { memberId: vars.memberId }],
      action: { label: t('common.undo'), onClick: () => self.current?.mutate({ ...vars, enable: !vars.enable }) },
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
