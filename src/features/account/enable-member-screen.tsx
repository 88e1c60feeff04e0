import { useMutation } from '../../state/query/mutation.js';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { enableAccount } from '../../api/auth.js';
import { errorCodeOf } from '../../api/errors.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../connected/error-handler.js';
import { Link } from '../../connected/link.js';
import { useHost } from '../../state/host.js';
import { FormError } from '../../ui/form-error.js';
import { Spinner } from '../../ui/spinner.js';
import { AccountLayout } from './account-layout.js';
import { LinkPasswordForm } from './link-password-form.js';
import { ACTIVATION_REDIRECT_MS } from '../../ui/account/password-rules.js';
import { useLinkForm } from './use-link-form.js';

const success = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'l2',
  bg: 'success.subtle',
  color: 'success.text',
});

/**
 * /enable-member: activation from the e-mail link, then /login after 4 s. A link that is no longer valid is said in
 * the form until the next attempt, with the way to ask for a new one (activation links come from the support).
 */
export function EnableMemberScreen() {
  const t = useT();
  const api = useApi();
  const host = useHost();
  const { link, pair, failure, onError, check, formProps } = useLinkForm();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: () => enableAccount(api, { email: link.email, token: link.token, password: pair.password }),
    onSuccess: () => setDone(true),
    onError,
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => host.navigate('/login'), ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, host]);

  return (
    <AccountLayout title={t('account.activation.title')} description={t('account.activation.description')}>
      {done ? (
        <div className={success} role="status" data-testid="activation-success">
          <Spinner label={t('account.activation.redirecting')} />
          <div>
            <p className={css({ fontWeight: 'semibold' })}>{t('account.activation.success')}</p>
            <p className={css({ color: 'fg.default' })}>{t('account.activation.redirecting')}</p>
          </div>
        </div>
      ) : (
        <LinkPasswordForm
          idPrefix="activation"
          {...formProps}
          pending={mutation.isPending}
          onSubmit={() => check() && mutation.mutate()}
          emailMode="readOnly"
          submitLabel={t('account.activation.submit')}
          submittingLabel={t('account.activation.submitting')}
          failure={
            failure && (
              <FormError
                title={t('common.error')}
                action={
                  errorCodeOf(failure.error) === 'activation_link_invalid' && (
                    <Link to="/support" data-part="ask-new-link">
                      {t('account.contactSupport')}
                    </Link>
                  )
                }
              >
                {translateError(t, failure.error)}
              </FormError>
            )
          }
        />
      )}
    </AccountLayout>
  );
}
