import { PASSWORD_MIN_LENGTH } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { PasswordField } from '../../ui/password-field.js';
import type { PasswordPair } from './use-password-pair.js';

export interface PasswordPairFieldsProps {
  pair: PasswordPair;
  newLabel: string;
  confirmLabel: string;
  mismatchText: string;
  disabled?: boolean;
  /** Prefix of the input ids (unique per form). */
  idPrefix: string;
  /** A server error about the new password, shown under it. */
  newError?: string | undefined;
  newRef?: (el: HTMLInputElement | null) => void;
  onNewChange?(): void;
  /** The form's own error about the confirmation (left empty), shown under it unless the passwords differ. */
  confirmError?: string | undefined;
  confirmRef?: (el: HTMLInputElement | null) => void;
  onConfirmChange?(): void;
}

/** The confirmation's error as shown: the live mismatch first, the form's own (left empty) while they differ. */
const confirmShown = (p: Pick<PasswordPairFieldsProps, 'pair' | 'mismatchText' | 'confirmError'>) =>
  p.pair.mismatch ? p.mismatchText : p.pair.matches ? undefined : p.confirmError;

/**
 * New password (with strength bar) and its confirmation; 'passwords do not match' in red under the confirm.
 * The password rule is said under the new password and read with it (aria-describedby, WCAG 3.3.2): the form
 * checks the length on submit, the server too, and only the server refuses common passwords (its error goes under
 * the field).
 * Both fields are required (marked, aria-required); the form says which is empty on submit.
 */
export function PasswordPairFields({
  pair,
  newLabel,
  confirmLabel,
  mismatchText,
  disabled,
  idPrefix,
  newError,
  newRef,
  onNewChange,
  confirmError,
  confirmRef,
  onConfirmChange,
}: PasswordPairFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        name="new-password"
        label={newLabel}
        autoComplete="new-password"
        withStrength
        required
        helperText={t('common.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        value={pair.password}
        disabled={disabled}
        ref={newRef}
        errorText={newError}
        onChange={(e) => {
          onNewChange?.();
          pair.setPassword(e.target.value);
        }}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirm-password"
        label={confirmLabel}
        autoComplete="new-password"
        value={pair.confirm}
        disabled={disabled}
        required
        ref={confirmRef}
        // The live mismatch first; an error of the form's (left empty) only while the passwords do not match.
        errorText={confirmShown({ pair, mismatchText, confirmError })}
        onChange={(e) => {
          onConfirmChange?.();
          pair.setConfirm(e.target.value);
        }}
      />
    </>
  );
}
