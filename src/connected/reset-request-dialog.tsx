import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { sendResetPasswordEmail } from '../api/auth.js';
import { useT } from '../i18n/index.js';
import { useApi } from '../state/api.js';
import { translateError, useErrorHandler } from './error-handler.js';
import { useFieldErrors, type FieldMap } from './field-errors.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { FormError } from '../ui/form-error.js';
import { TextField, formStack } from '../ui/text-field.js';
import { useToast } from '../ui/toast.js';

/** A server error about the e-mail (not an address) goes next to the field. */
const emailField: FieldMap<'email'> = (field) => (field === 'email' ? 'email' : null);

export interface ResetRequestDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The e-mail the field starts with when the dialog opens (a reset link's, on /reset-password). */
  email?: string;
}

/**
 * "Forgot password?" (spec section 2): asks for an e-mail and sends a reset link. Opened from the sign-in form and
 * from a reset link that is no longer valid. The e-mail is required: the button stays enabled, and a submit
 * without it says so next to the field, which gets the focus (WCAG 3.3.2).
 */
export function ResetRequestDialog({ open, onOpenChange, email: initial = '' }: ResetRequestDialogProps) {
  const t = useT();
  const api = useApi();
  const toast = useToast();
  const fields = useFieldErrors(emailField);
  // Why the last request failed (too many requests, the server down): in the dialog, above its buttons, until the
  // next attempt; not a corner toast that times out behind the dialog. The error is kept, its text follows the language.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const handleError = useErrorHandler(
    useMemo(() => ({ claim: (error: unknown) => fields.claim(error) || (setFailure({ error }), true) }), [fields]),
  );
  const [email, setEmail] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    if (initial) setEmail(initial);
    fields.clear();
    setFailure(null);
    // Only when it opens: the e-mail typed meanwhile is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    fields.clear();
    setFailure(null);
    if (fields.markInvalid(email.trim() ? [] : [['email', 'auth.resetRequest.emailRequired']])) return;
    setBusy(true);
    try {
      await sendResetPasswordEmail(api, email.trim().toLowerCase());
      onOpenChange(false);
      toast.success(t('auth.resetRequest.successTitle'), t('auth.resetRequest.successDescription'));
      setEmail('');
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.resetRequest.title')}
      description={t('auth.resetRequest.description')}
      size="sm"
    >
      <form onSubmit={(e) => void submit(e)} className={formStack} noValidate>
        <TextField
          label={t('auth.resetRequest.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          ref={fields.ref('email')}
          errorText={fields.errors.email}
          onChange={(e) => {
            fields.clear('email');
            setEmail(e.target.value);
          }}
          name="reset-email"
        />
        {failure && <FormError title={t('common.error')}>{translateError(t, failure.error)}</FormError>}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('auth.resetRequest.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
