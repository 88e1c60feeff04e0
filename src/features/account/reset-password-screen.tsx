import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { resetPassword } from '../../api/auth.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useErrorHandler } from '../../state/error-handler.js';
import { queryClient } from '../../state/store.js';
import { Button } from '../../ui/button.js';
import { Link } from '../../ui/link.js';
import { TextField } from '../../ui/text-field.js';
import { AccountLayout } from './account-layout.js';
import { IncompleteLink } from './incomplete-link.js';
import { PasswordPairFields } from '../../ui/account/password-pair-fields.js';
import { canSubmitPassword } from '../../ui/account/password-rules.js';
import { useLinkParams } from './use-link-params.js';
import { usePasswordPair } from '../../ui/account/use-password-pair.js';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const success = css({ p: '4', borderRadius: 'l2', bg: 'success.subtle', color: 'success.text' });

/** /reset-password: new password from the e-mail link. */
export function ResetPasswordScreen() {
  const t = useT();
  const api = useApi();
  const onError = useErrorHandler();
  const link = useLinkParams();
  const pair = usePasswordPair();
  const mutation = useMutation(
    { mutationFn: () => resetPassword(api, { email: link.email, token: link.token, password: pair.password }), onError },
    queryClient,
  );
  const enabled = canSubmitPassword({ ...pair, email: link.email, token: link.token, needsLink: true, submitting: mutation.isPending });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) mutation.mutate();
  };

  return (
    <AccountLayout title={t('account.reset.title')} description={t('account.reset.description')}>
      {mutation.isSuccess ? (
        <div className={success} role="status" data-testid="reset-success">
          <p className={css({ fontWeight: 'semibold' })}>{t('account.reset.passwordResetSuccess')}</p>
          <p className={css({ mt: '1', color: 'fg.default' })}>{t('account.reset.successDescription')}</p>
          <p className={css({ mt: '3' })}>
            <Link to="/login">{t('account.goToLogin')}</Link>
          </p>
        </div>
      ) : (
        <form className={form} onSubmit={submit} noValidate aria-busy={mutation.isPending || undefined}>
          {!link.complete && <IncompleteLink />}
          <TextField id="reset-email" label={t('account.email')} type="email" value={link.email} disabled autoComplete="username" />
          <PasswordPairFields
            idPrefix="reset"
            pair={pair}
            newLabel={t('account.newPassword')}
            confirmLabel={t('account.confirmPassword')}
            mismatchText={t('account.passwordsDoNotMatch')}
            disabled={mutation.isPending}
          />
          <Button type="submit" fullWidth disabled={!enabled} loading={mutation.isPending}>
            {mutation.isPending ? t('account.reset.submitting') : t('account.reset.submit')}
          </Button>
        </form>
      )}
    </AccountLayout>
  );
}
