import { useCallback, useState } from 'react';
import { passwordsMatch, showMismatch } from './password-rules.js';

/**
 * State of a "new password + confirm" pair. The confirm is compared on every keystroke; it counts
 * as touched from its first edit, so an untouched confirm never shows the mismatch message.
 */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirmValue] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const setConfirm = useCallback((value: string) => {
    setConfirmTouched(true);
    setConfirmValue(value);
  }, []);
  const reset = useCallback(() => {
    setPassword('');
    setConfirmValue('');
    setConfirmTouched(false);
  }, []);
  return {
    password,
    confirm,
    confirmTouched,
    setPassword,
    setConfirm,
    reset,
    matches: passwordsMatch(password, confirm),
    mismatch: showMismatch(password, confirm, confirmTouched),
  };
}

export type PasswordPair = ReturnType<typeof usePasswordPair>;
