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
}

/**
 * New password (with strength bar) and its confirmation; 'passwords do not match' in red under the confirm.
 * The password rule is said under the new password and read with it (aria-describedby, WCAG 3.3.2): the
 * length is checked by the server only, which also refuses common passwords (its error goes under the field).
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
        errorText={pair.mismatch ? mismatchText : undefined}
        onChange={(e) => pair.setConfirm(e.target.value)}
      />
    </>
  );
}
