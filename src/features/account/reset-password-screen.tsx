import { useMutation } from '../../state/query/mutation.js';
import { css } from 'styled-system/css';
import { resetPassword } from '../../api/auth.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useErrorHandler } from '../../connected/error-handler.js';
import { useFieldErrors } from '../../connected/field-errors.js';
import { Link } from '../../connected/link.js';
import { AccountLayout } from './account-layout.js';
import { LinkPasswordForm } from './link-password-form.js';
import { canSubmitPassword, linkPasswordFieldOf } from '../../ui/account/password-rules.js';
import { useLinkParams } from './use-link-params.js';
import { usePasswordPair } from '../../ui/account/use-password-pair.js';

const success = css({ p: '4', borderRadius: 'l2', bg: 'success.subtle', color: 'success.text' });

/** /reset-password: new password from the e-mail link. */
export function ResetPasswordScreen() {
  const t = useT();
  const api = useApi();
  const link = useLinkParams();
  const pair = usePasswordPair();
  // A refused new password (e.g. too long) goes next to its field; anything else (an expired link) is a toast.
  const fields = useFieldErrors(linkPasswordFieldOf);
  const onError = useErrorHandler(fields);
  const mutation = useMutation({
    mutationFn: () => resetPassword(api, { email: link.email, token: link.token, password: pair.password }),
    onError,
  });
  const enabled = canSubmitPassword({ ...pair, email: link.email, token: link.token, needsLink: true, submitting: mutation.isPending });

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
          link={link}
          pair={pair}
          pending={mutation.isPending}
          enabled={enabled}
          onSubmit={() => {
            fields.clear();
            mutation.mutate();
          }}
          newError={fields.errors.new}
          newRef={fields.ref('new')}
          onNewChange={() => fields.clear('new')}
          emailMode="disabled"
          submitLabel={t('account.reset.submit')}
          submittingLabel={t('account.reset.submitting')}
        />
      )}
    </AccountLayout>
  );
}
