import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableMember, enableMember } from '../api/members.js';
import { useT } from '../i18n/index.js';
import { useToast } from '../ui/toast.js';
import { useApi } from './api.js';
import { translateError } from './error-handler.js';
import { useHost } from './host.js';

/**
 * Enable or disable one member (a customer, or the owner of a company): success toast with the
 * screen's own text, `admin-member-enabled|disabled` from the host, members and companies refetched.
 */
export function useMemberStatus(texts: { enabled: string; disabled: string }) {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const host = useHost();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, enable }: { memberId: number; enable: boolean }) =>
      enable ? enableMember(api, memberId) : disableMember(api, memberId),
    onSuccess: (_d, { memberId, enable }) => {
      toast.success(t('common.success'), t(enable ? texts.enabled : texts.disabled));
      host.emit(enable ? 'admin-member-enabled' : 'admin-member-disabled', { memberId });
    },
    onError: (e) => toast.error(t('common.error'), translateError(t, e)),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['members'] }), qc.invalidateQueries({ queryKey: ['companies'] })]),
  });
}
