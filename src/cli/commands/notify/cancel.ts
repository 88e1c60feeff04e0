import { Command } from 'commander';
import type { SentNotification } from '../../../api/contract/index.js';
import { getSentNotification } from '../../../api/audit.js';
import { cancelNotification } from '../../../api/notifications.js';
import { errorCodeOf } from '../../../api/errors.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { CliError, EXIT, type Io } from '../../lib/io.js';
import { safe, safeText, writeLine } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { when } from '../../lib/time.js';
import { scheduleText } from '../../lib/schedule.js';
import { isSendNotFound, parseSendId, sendNotFound } from './send-id.js';
import { targetOf } from './format.js';

export interface NotifyCancelOptions extends SessionOptions {
  json?: boolean;
  color?: boolean;
}

/** Why a send cannot be cancelled any more, from its state now. */
function tooLate(s: SentNotification, now = Date.now()): string {
  const finished = s.finishedAt ? ` ${when(s.finishedAt, now)}` : '';
  switch (s.status) {
    case 'cancelled':
      return `it was cancelled already${finished}`;
    case 'sent':
      return `it was sent already${finished}, to ${s.delivered} of ${s.recipients} recipient${s.recipients === 1 ? '' : 's'}`;
    case 'sending':
      return `it is being sent (${s.delivered} of ${s.recipients} delivered so far), and a fan-out that started runs to its end`;
    case 'failed':
      return `its fan-out failed${finished} (${s.delivered} of ${s.recipients} delivered)`;
    default:
      return `it is ${safe(s.status)}`;
  }
}

/**
 * Cancels a scheduled or queued send before its fan-out starts (POST /notifications/{id}/cancel) and prints
 * the send. An unknown id is exit 5; a send that started, was sent or was cancelled already is exit 6
 * (the server's 409 not_cancellable), with what became of it.
 */
export async function run(idArg: string, opts: NotifyCancelOptions, io: Io): Promise<number> {
  const id = parseSendId('cancel', idArg);
  const { client, session } = await sessionClient(io, opts);
  const extras = io.signal ? { signal: io.signal } : undefined;
  let send: SentNotification;
  try {
    send = await cancelNotification(client, id, extras);
  } catch (e) {
    if (isSendNotFound(e)) throw sendNotFound(id, 'nothing was cancelled');
    if (errorCodeOf(e) === 'not_cancellable') {
      // The answer says only the status; the send itself says what became of it.
      const now = await getSentNotification(client, id, extras).catch(() => undefined);
      const why = now ? tooLate(now) : safeText((e as Error).message);
      throw new CliError(
        `Notification ${id} cannot be cancelled: ${why}. Only a scheduled or queued send can be cancelled, before its fan-out starts.`,
        EXIT.conflict,
      );
    }
    throw toCliError(e, session);
  }
  if (opts.json) writeLine(io.stdout, JSON.stringify(send));
  else {
    const was = send.sendAt ? ` It was scheduled for ${scheduleText(send.sendAt, io.env)}.` : '';
    writeLine(io.stdout, `Cancelled notification ${id} "${safe(send.title)}" to ${targetOf(send)}: nobody receives it.${was}`);
  }
  return EXIT.ok;
}

export function notifyCancelCommand(): Command {
  return withSession(new Command('cancel'))
    .description('Cancel a scheduled or queued send before its fan-out starts (exit 5: no such send; 6: too late)')
    .argument('<id>', 'the id of the send (`backoffice notify list` shows them)')
    .option('--json', 'print the cancelled send as JSON, as the server answers it')
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addHelpText(
      'after',
      examples([
        'backoffice notify cancel 42',
        'backoffice notify cancel 42 --json',
        'backoffice notify cancel 42 || echo "too late or unknown: exit $?"',
      ]),
    )
    .action((id: string, _opts: NotifyCancelOptions, cmd: Command) =>
      runAction((io) => run(id, cmd.optsWithGlobals<NotifyCancelOptions>(), io)),
    );
}
