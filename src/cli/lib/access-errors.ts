import { errorCodeOf, isApiError, isNetworkError } from '../../api/errors.js';
import { toCliError, type CallTarget } from './api.js';
import { CliError, EXIT } from './io.js';
import { safeText } from './output.js';

/** What to run after a refusal that has a next step (operator trial round 5: the reason alone did not say it). */
const NEXT_STEP: Record<string, string> = {
  last_owner: ' Make another administrator an owner first: `backoffice admins owner grant ID` (`backoffice admins list` shows the ids).',
  not_admin: ' Make the member an administrator first: `backoffice admins grant ID`.',
};

/**
 * A failed call of the access-control commands as a CliError: 404 is exit 5 (no such member, token or
 * session), 409 exit 6 with the server's reason (last_owner, cannot_disable_self, not_pending, not_admin...) and the next step where there is one, anything
 * else as every command maps it (exit 4 for the refusals of access control).
 */
export function accessCallError(e: unknown, target: CallTarget, notFound: string): CliError {
  if (isApiError(e) && !isNetworkError(e) && e.status === 404 && errorCodeOf(e) !== undefined)
    return new CliError(`${notFound} (${safeText(e.message)}).`, EXIT.notFound);
  if (isApiError(e) && !isNetworkError(e) && e.status === 409) {
    const code = errorCodeOf(e) ?? 'conflict';
    return new CliError(
      `Refused by the server: ${safeText(e.message)} (${code}). Nothing was changed.${NEXT_STEP[code] ?? ''}`,
      EXIT.conflict,
    );
  }
  return toCliError(e, target);
}
