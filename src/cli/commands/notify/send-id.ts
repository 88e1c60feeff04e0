import { errorCodeOf, isApiError } from '../../../api/errors.js';
import { CliError, EXIT, usageError } from '../../lib/io.js';
import { safe } from '../../lib/output.js';

/** The id of a send from the command line: a whole number, else a usage error (exit 2). */
export function parseSendId(command: string, value: string): number {
  const v = value.trim();
  const n = Number(v);
  if (!/^\d{1,15}$/.test(v) || !Number.isSafeInteger(n) || n < 1)
    throw usageError(
      `\`backoffice notify ${command}\` takes the id of a send, a whole number such as 42 (\`backoffice notify list\` shows them); got "${safe(value)}".`,
    );
  return n;
}

/** A 404 of the API about the send itself (code not_found), not of a route the server lacks. */
export const isSendNotFound = (e: unknown) =>
  isApiError(e) && e.status === 404 && (errorCodeOf(e) === 'not_found' || /notification not found/i.test(e.message));

/** No such send: exit 5, and where to find the ids. */
export const sendNotFound = (id: number, what: string) =>
  new CliError(`No notification ${id} on this server: ${what}. \`backoffice notify list\` shows the sends and their ids.`, EXIT.notFound);
