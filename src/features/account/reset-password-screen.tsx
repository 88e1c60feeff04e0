import { useState } from 'react';
import { useMutation } from '../../state/query/mutation.js';
import { css } from 'styled-system/css';
import { resetPassword } from '../../api/auth.js';
import { errorCodeOf } from '../../api/errors.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../connected/error-handler.js';
import { Link, linkStyle } from '../../connected/link.js';
import { ResetRequestDialog } from '../../connected/reset-request-dialog.js';
import { FormError } from '../../ui/form-error.js';
import { AccountLayout } from './account-layout.js';
import { LinkPasswordForm } from './link-password-form.js';
import { useLinkForm } from './use-link-form.js';

const success = css({ p: '4', borderRadius: 'l2', bg: 'success.subtle', color: 'success.text' });

/**
 * /reset-password: new password from the e-mail link. A link that is no longer valid is said in the form until the
 * next attempt, with a button that asks for a new link (the "Forgot password?" dialog, the link's e-mail filled in).
 */
export function ResetPasswordScreen() {
  const t = useT();
  const api = useApi();
  const { link, pair, failure, onError, check, formProps } = useLinkForm();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => resetPassword(api, { email: link.email, token: link.token, password: pair.password }),
    onError,
  });

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
        <LinkPasswordForm
          idPrefix="reset"
          {...formProps}
          pending={mutation.isPending}
          onSubmit={() => check() && mutation.mutate()}
          emailMode="disabled"
          submitLabel={t('account.reset.submit')}
          submittingLabel={t('account.reset.submitting')}
          failure={
            failure && (
              <FormError
                title={t('common.error')}
                action={
                  errorCodeOf(failure.error) === 'reset_link_invalid' && (
                    <button type="button" className={linkStyle} data-part="ask-new-link" onClick={() => setAsking(true)}>
                      {t('account.askNewLink')}
                    </button>
                  )
                }
              >
                {translateError(t, failure.error)}
              </FormError>
            )
          }
        />
      )}
      <ResetRequestDialog open={asking} onOpenChange={setAsking} email={link.email} />
    </AccountLayout>
  );
}
