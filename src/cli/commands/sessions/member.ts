import type { ApiClient } from '../../../api/client.js';
import { listAdmins } from '../../../api/admins.js';
import { search } from '../../../api/insights.js';
import { errorCodeOf, isApiError, isNetworkError } from '../../../api/errors.js';
import { toCliError, type CallTarget } from '../../lib/api.js';
import { parseWholeId } from '../../lib/confirm.js';
import { CliError, EXIT } from '../../lib/io.js';
import { safe } from '../../lib/output.js';

/**
 * `--member 7` or `--member ada@example.com`: the id of that administrator (an e-mail is looked up in GET /admins,
 * owners only; one that is no administrator's in GET /search, to say whether it is a member's).
 */
export async function memberIdOf(client: ApiClient, value: string, target: CallTarget): Promise<number> {
  if (!value.includes('@')) return parseWholeId('--member', value, "a member id, or an administrator's e-mail");
  const admins = await listAdmins(client).catch((e: unknown) => {
    throw toCliError(e, target);
  });
  const found = admins.find((a) => a.email.toLowerCase() === value.trim().toLowerCase());
  if (found) return found.id;
  // A member of the app who is no administrator is told so, as `--member ID` is (exit 6, round 5: exit 5 here).
  const email = value.trim().toLowerCase();
  const member = await search(client, email, 5)
    .then((r) => r.members.find((m) => m.email.toLowerCase() === email))
    .catch(() => undefined);
  if (member)
    throw new CliError(
      `${safe(value)} (member ${member.id}) is not an administrator: only administrators have sessions here. \`backoffice admins list\` shows them.`,
      EXIT.conflict,
    );
  throw new CliError(`No member has the e-mail ${safe(value)}. \`backoffice admins list\` shows the administrators.`, EXIT.notFound);
}

/**
 * A failed GET /admins/{id}/sessions (--member ID): the server answers 404 `not_found` for no member (exit 5)
 * and 409 `conflict` for a member who is no administrator (exit 6: a customer or a business has no sessions
 * here), never an empty list; anything else as every command maps it.
 */
export function memberSessionsError(e: unknown, target: CallTarget, memberId: number): CliError {
  if (isApiError(e) && !isNetworkError(e) && e.status === 404 && errorCodeOf(e) !== undefined)
    return new CliError(
      `No member ${memberId} on this server. \`backoffice admins list\` shows the administrators and their ids.`,
      EXIT.notFound,
    );
  if (isApiError(e) && !isNetworkError(e) && e.status === 409)
    return new CliError(
      `Member ${memberId} is not an administrator: only administrators have sessions here. \`backoffice admins list\` shows them.`,
      EXIT.conflict,
    );
  return toCliError(e, target);
}
