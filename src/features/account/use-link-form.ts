import { useMemo, useState } from 'react';
import { useErrorHandler } from '../../connected/error-handler.js';
import { useFieldErrors } from '../../connected/field-errors.js';
import { linkPasswordFieldOf, passwordPairProblems, type PasswordPairField } from '../../ui/account/password-rules.js';
import { usePasswordPair } from '../../ui/account/use-password-pair.js';
import { useLinkParams } from './use-link-params.js';

/**
 * What the two forms of an e-mailed link (activation, reset) share: the link, the password pair, the errors next to
 * the fields (the form's own on submit, the server's about the password), and why the last attempt failed
 * otherwise (an expired link, the server down): kept in the form until the next attempt, never a toast that times
 * out (WCAG 2.2.1). The error itself is kept, so its text follows a change of language.
 */
export function useLinkForm() {
  const link = useLinkParams();
  const pair = usePasswordPair();
  const fields = useFieldErrors<PasswordPairField>(linkPasswordFieldOf);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const onError = useErrorHandler(
    useMemo(() => ({ claim: (error: unknown) => fields.claim(error) || (setFailure({ error }), true) }), [fields]),
  );
  /** A new attempt: forgets the last failure, says what is missing; answers whether the call may go. */
  const check = () => {
    fields.clear();
    setFailure(null);
    return !fields.markInvalid(passwordPairProblems(pair.password, pair.confirm));
  };
  const formProps = {
    link,
    pair,
    newError: fields.errors.new,
    newRef: fields.ref('new'),
    onNewChange: () => fields.clear('new'),
    confirmError: fields.errors.confirm,
    confirmRef: fields.ref('confirm'),
    onConfirmChange: () => fields.clear('confirm'),
  };
  return { link, pair, failure, onError, check, formProps };
}
