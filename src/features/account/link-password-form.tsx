import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { PasswordPairFields } from '../../ui/account/password-pair-fields.js';
import type { PasswordPair } from '../../ui/account/use-password-pair.js';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/text-field.js';
import { IncompleteLink } from './incomplete-link.js';

const form = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export interface LinkPasswordFormProps {
  /** Prefix of the input ids ('activation', 'reset'). */
  idPrefix: string;
  link: { email: string; complete: boolean };
  pair: PasswordPair;
  pending: boolean;
  enabled: boolean;
  onSubmit(): void;
  /** The e-mail of the link is shown read-only (activation) or disabled (reset), as the spec says. */
  emailMode: 'readOnly' | 'disabled';
  submitLabel: string;
  submittingLabel: string;
  /** The server's refusal of the new password (e.g. too long), shown under it; its field gets the focus. */
  newError?: string | undefined;
  newRef?: (el: HTMLInputElement | null) => void;
  onNewChange?(): void;
}

/** The form of an e-mailed link: its e-mail, a new password with strength bar and its confirmation. */
export function LinkPasswordForm(p: LinkPasswordFormProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.enabled) p.onSubmit();
  };
  return (
    <form className={form} onSubmit={submit} noValidate aria-busy={p.pending || undefined}>
      {!p.link.complete && <IncompleteLink />}
      <TextField
        id={`${p.idPrefix}-email`}
        label={t('account.email')}
        type="email"
        value={p.link.email}
        readOnly={p.emailMode === 'readOnly'}
        disabled={p.emailMode === 'disabled'}
        autoComplete="username"
      />
      <PasswordPairFields
        idPrefix={p.idPrefix}
        pair={p.pair}
        newLabel={t('account.newPassword')}
        confirmLabel={t('account.confirmPassword')}
        mismatchText={t('account.passwordsDoNotMatch')}
        disabled={p.pending}
        newError={p.newError}
        newRef={p.newRef}
        onNewChange={p.onNewChange}
      />
      <Button type="submit" fullWidth disabled={!p.enabled} loading={p.pending}>
        {p.pending ? p.submittingLabel : p.submitLabel}
      </Button>
    </form>
  );
}
