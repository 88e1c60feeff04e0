import { errorCodeOf, isApiError, isNetworkError } from '../../api/errors.js';
import { toCliError, type CallTarget } from './api.js';
import { CliError, EXIT } from './io.js';
import { safeText } from './output.js';

/**
 * A failed call of the access-control commands as a CliError: 404 is exit 5 (no such member, token or
 * session), 409 exit 6 with the server's reason (last_owner, cannot_disable_self, not_pending...), anything
 * else as every command maps it (exit 4 for the refusals of access control).
 */
export function accessCallError(e: unknown, target: CallTarget, notFound: string): CliError {
  if (isApiError(e) && !isNetworkError(e) && e.status === 404 && errorCodeOf(e) !== undefined)
    return new CliError(`${notFound} (${safeText(e.message)}).`, EXIT.notFound);
  if (isApiError(e) && !isNetworkError(e) && e.status === 409)
    return new CliError(
      `Refused by the server: ${safeText(e.message)} (${errorCodeOf(e) ?? 'conflict'}). Nothing was changed.`,
      EXIT.conflict,
    );
  return toCliError(e, target);
}
