import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PasswordPairFields } from '../../ui/account/password-pair-fields.js';
import type { PasswordPair } from '../../ui/account/use-password-pair.js';
import { Button } from '../../ui/button.js';
import { TextField, formStack } from '../../ui/text-field.js';
import { IncompleteLink } from './incomplete-link.js';

// The fields in the forms' one rhythm; the failure and the button follow at the same 20 px.
const form = formStack;

export interface LinkPasswordFormProps {
  /** Prefix of the input ids ('activation', 'reset'). */
  idPrefix: string;
  link: { email: string; complete: boolean };
  pair: PasswordPair;
  pending: boolean;
  /** A submit with a complete link while nothing is on its way: the screen checks the fields, then calls. */
  onSubmit(): void;
  /** The e-mail of the link is shown read-only (activation) or disabled (reset), as the spec says. */
  emailMode: 'readOnly' | 'disabled';
  submitLabel: string;
  submittingLabel: string;
  /** The server's refusal of the new password (e.g. too long), or the form's own (left empty), shown under it. */
  newError?: string | undefined;
  newRef?: (el: HTMLInputElement | null) => void;
  onNewChange?(): void;
  /** The form's own error about the confirmation (left empty, different), shown under it. */
  confirmError?: string | undefined;
  confirmRef?: (el: HTMLInputElement | null) => void;
  onConfirmChange?(): void;
  /** Why the last attempt failed (the link expired...), in the form until the next attempt: a `FormError`. */
  failure?: ReactNode;
}

/**
 * The form of an e-mailed link: its e-mail, a new password with strength bar and its confirmation. The submit button
 * stays enabled (WCAG 3.3.2): a submit says what is wrong with every field at once (issue 38), under each (no
 * summary repeating them, design round 13), the first of them focused and what was typed kept. A link without its
 * e-mail or token shows only the notice that says so.
 */
export function LinkPasswordForm(p: LinkPasswordFormProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.pending) return;
    p.onSubmit();
  };
  const pairProps = {
    idPrefix: p.idPrefix,
    pair: p.pair,
    newLabel: t('account.newPassword'),
    confirmLabel: t('account.confirmPassword'),
    mismatchText: t('account.passwordsDoNotMatch'),
    newError: p.newError,
    confirmError: p.confirmError,
  };
  // A link without its e-mail or token cannot succeed: only the notice and its way out, no fields to fill in
  // for nothing (round 7: the form stayed live under the notice, "Strength: empty").
  if (!p.link.complete) return <IncompleteLink />;
  return (
    <form className={form} onSubmit={submit} noValidate aria-busy={p.pending || undefined}>
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
        {...pairProps}
        disabled={p.pending}
        newRef={p.newRef}
        onNewChange={p.onNewChange}
        confirmRef={p.confirmRef}
        onConfirmChange={p.onConfirmChange}
      />
      {p.failure}
      <Button type="submit" fullWidth loading={p.pending}>
        {p.pending ? p.submittingLabel : p.submitLabel}
      </Button>
    </form>
  );
}
