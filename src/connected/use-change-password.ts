import { useMutation } from '../state/query/mutation.js';
import { useState } from 'react';
import { changePassword } from '../api/auth.js';
import { clearStoredToken } from '../api/browser-token.js';
import type { PasswordChangePayload } from '../api/contract/auth.js';
import { useT } from '../i18n/index.js';
import { useApi } from '../state/api.js';
import { useErrorHandler, type FieldErrorClaim } from './error-handler.js';
import { clearSession } from '../state/session.js';
import { useToast } from '../ui/toast.js';
import { PASSWORD_CHANGE_REDIRECT_MS } from '../ui/account/password-rules.js';

/** Full-page redirect after a password change; replaceable in tests. */
export const redirectTo = { assign: (url: string) => location.assign(url) };

/**
 * Password change (spec section 4): on success a toast, the session cleared, and after 2 s a
 * full-page redirect to /login; on error the shared handler (the typed input stays; an error about a
 * field of the dialog, e.g. a wrong current password, goes next to that field).
 */
export function useChangePassword(fields?: FieldErrorClaim) {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const onError = useErrorHandler(fields);
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: (payload: PasswordChangePayload) => changePassword(api, payload),
    onSuccess: () => {
      toast.success(t('common.success'), `${t('profile.toast.passwordUpdated')}. ${t('profile.toast.passwordUpdatedDescription')}`);
      setRedirecting(true);
      // The old token is dead server-side: drop it now, so nothing reuses it. The session state is
      // cleared with the redirect, so the guard does not jump to /login before the toast is read.
      clearStoredToken();
      // Not tied to the component: the timer survives an unmount.
      setTimeout(() => {
        clearSession();
        redirectTo.assign('/login');
      }, PASSWORD_CHANGE_REDIRECT_MS);
    },
    onError,
  });
  return { ...mutation, redirecting };
}
