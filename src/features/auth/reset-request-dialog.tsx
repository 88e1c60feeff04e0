import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { sendResetPasswordEmail } from '../../api/auth.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useErrorHandler } from '../../connected/error-handler.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { TextField } from '../../ui/text-field.js';
import { useToast } from '../../ui/toast.js';

export function ResetRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const api = useApi();
  const toast = useToast();
  const handleError = useErrorHandler();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
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
      <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} noValidate>
        <TextField
          label={t('auth.resetRequest.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          name="reset-email"
        />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!email.trim()}>
            {t('auth.resetRequest.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
