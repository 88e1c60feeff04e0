import { useMutation } from '../../state/query/mutation.js';
import { updateProfile } from '../../api/auth.js';
import type { MemberInfo, ProfileUpdatePayload } from '../../api/contract/auth.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useErrorHandler, type FieldErrorClaim } from '../../connected/error-handler.js';
import { queryClient } from '../../state/store.js';
import { useToast } from '../../ui/toast.js';
import { applyProfileUpdate } from './profile-update.js';
import { queryKeys } from '../../state/query-keys.js';

/**
 * Optimistic profile edit (spec section 4): cache updated at once, rolled back on error (shared
 * handler; an error about a field of the dialog, e.g. a username already taken, goes next to it),
 * merged with the answer and toasted on success, member info always refetched.
 */
export function useUpdateProfile(onDone?: () => void, fields?: FieldErrorClaim) {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const onError = useErrorHandler(fields);
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => updateProfile(api, payload),
    onMutate: async (payload) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.memberInfo });
      const previous = queryClient.getQueryData<MemberInfo>(queryKeys.memberInfo);
      queryClient.setQueryData<MemberInfo | undefined>(queryKeys.memberInfo, (m) => applyProfileUpdate(m, payload));
      return { previous };
    },
    onError: (error, _payload, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.memberInfo, context.previous);
      onError(error);
    },
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object')
        queryClient.setQueryData<MemberInfo | undefined>(queryKeys.memberInfo, (m) => applyProfileUpdate(m, answer));
      toast.success(t('common.success'), `${t('profile.toast.profileUpdated')}. ${t('profile.toast.changesSaved')}.`);
      onDone?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.memberInfo }),
  });
}
