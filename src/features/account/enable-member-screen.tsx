import { useMutation } from '../../state/query/mutation.js';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { enableAccount } from '../../api/auth.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useErrorHandler } from '../../connected/error-handler.js';
import { useFieldErrors } from '../../connected/field-errors.js';
import { useHost } from '../../state/host.js';
import { Spinner } from '../../ui/spinner.js';
import { AccountLayout } from './account-layout.js';
import { LinkPasswordForm } from './link-password-form.js';
import { ACTIVATION_REDIRECT_MS, canSubmitPassword, linkPasswordFieldOf } from '../../ui/account/password-rules.js';
import { useLinkParams } from './use-link-params.js';
import { usePasswordPair } from '../../ui/account/use-password-pair.js';

const success = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'l2',
  bg: 'success.subtle',
  color: 'success.text',
});

/** /enable-member: activation from the e-mail link, then /login after 4 s. */
export function EnableMemberScreen() {
  const t = useT();
  const api = useApi();
  const host = useHost();
  const link = useLinkParams();
  const pair = usePasswordPair();
  // A refused new password (e.g. too long) goes next to its field; anything else (an expired link) is a toast.
  const fields = useFieldErrors(linkPasswordFieldOf);
  const onError = useErrorHandler(fields);
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

  const enabled = canSubmitPassword({ ...pair, email: link.email, token: link.token, needsLink: true, submitting: mutation.isPending });

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
          emailMode="readOnly"
          submitLabel={t('account.activation.submit')}
          submittingLabel={t('account.activation.submitting')}
        />
      )}
    </AccountLayout>
  );
}
