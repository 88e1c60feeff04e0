import type { ApiClient } from '../../../api/client.js';
import { listAdmins } from '../../../api/admins.js';
import { toCliError, type CallTarget } from '../../lib/api.js';
import { parseWholeId } from '../../lib/confirm.js';
import { CliError, EXIT } from '../../lib/io.js';
import { safe } from '../../lib/output.js';

/** `--member 7` or `--member ada@example.com`: the id of that administrator (an e-mail is looked up in GET /admins, owners only). */
export async function memberIdOf(client: ApiClient, value: string, target: CallTarget): Promise<number> {
  if (!value.includes('@')) return parseWholeId('--member', value, 'a member id, or an administrator’s e-mail');
  const admins = await listAdmins(client).catch((e: unknown) => {
    throw toCliError(e, target);
  });
  const found = admins.find((a) => a.email.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new CliError(`No administrator has the e-mail ${safe(value)}. backoffice admins list shows them.`, EXIT.notFound);
  return found.id;
}
