import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/index.js';
import { useFieldErrors } from './field-errors.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { PasswordField } from '../ui/password-field.js';
import { PasswordPairFields } from '../ui/account/password-pair-fields.js';
import { formStack } from '../ui/text-field.js';
import { passwordFieldOf, passwordPairProblems } from '../ui/account/password-rules.js';
import { usePasswordPair } from '../ui/account/use-password-pair.js';
import { useChangePassword } from './use-change-password.js';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * "Change password": current, new (strength bar), confirm, all three required. Update stays enabled (WCAG 3.3.2):
 * a submit says what is wrong with every field at once (issue 38): under each field, the first of them focused
 * (said with its error); no summary repeating them above (design round 13: one error pattern, inline). Nothing is
 * sent, what was typed stays. Reused by the settings screen.
 */
export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const pair = usePasswordPair();
  const fields = useFieldErrors(passwordFieldOf);
  const mutation = useChangePassword(fields);
  const busy = mutation.isPending || mutation.redirecting;
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setCurrent('');
      pair.reset();
      fields.clear();
    }
    onOpenChange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    fields.clear();
    const problems = [
      ...(current ? [] : [['current', 'errors.fieldRules.currentPassword'] as const]),
      ...passwordPairProblems(pair.password, pair.confirm),
    ];
    if (fields.markInvalid(problems)) return;
    mutation.mutate({ oldPassword: current, password: pair.password });
  };
  const pairProps = {
    idPrefix: 'password',
    pair,
    newLabel: t('profile.password.new'),
    confirmLabel: t('profile.password.confirm'),
    mismatchText: t('account.passwordsDoNotMatch'),
    newError: fields.errors.new,
    confirmError: fields.errors.confirm,
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('profile.password.title')}
      description={t('profile.password.description')}
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={busy}>
            {t('profile.password.cancel')}
          </Button>
          <Button type="submit" form="change-password-form" loading={busy}>
            {mutation.redirecting
              ? t('profile.password.redirecting')
              : mutation.isPending
                ? t('profile.password.updating')
                : t('profile.password.update')}
          </Button>
        </>
      }
    >
      <form id="change-password-form" onSubmit={submit} noValidate className={formStack}>
        <PasswordField
          id="password-current"
          name="current-password"
          label={t('profile.password.current')}
          autoComplete="current-password"
          required
          value={current}
          disabled={busy}
          ref={fields.ref('current')}
          errorText={fields.errors.current}
          onChange={(e) => {
            fields.clear('current');
            setCurrent(e.target.value);
          }}
        />
        <PasswordPairFields
          {...pairProps}
          disabled={busy}
          newRef={fields.ref('new')}
          onNewChange={() => fields.clear('new')}
          confirmRef={fields.ref('confirm')}
          onConfirmChange={() => fields.clear('confirm')}
        />
      </form>
    </Dialog>
  );
}
