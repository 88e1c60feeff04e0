import { Command } from 'commander';
import type { SentNotification } from '../../../api/contract/index.js';
import { getSentNotification } from '../../../api/audit.js';
import { isAuthError, isRetryable, toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { CliError, EXIT, usageError, type Io } from '../../lib/io.js';
import { duration, paint, safeText, useColor, writeLine, writeNote } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { FINAL_STATUSES, progressText, sendDetails } from './format.js';
import { isSendNotFound, parseSendId, sendNotFound } from './send-id.js';

export interface NotifyShowOptions extends SessionOptions {
  json?: boolean;
  watch?: boolean;
  interval?: string;
  color?: boolean;
}

/** --interval: seconds between two reads of --watch, 0.1 to 3600 (default 2). */
function intervalMs(v: string | undefined): number {
  if (v === undefined) return 2000;
  const s = Number(v);
  if (String(v).trim() === '' || !Number.isFinite(s) || s < 0.1 || s > 3600)
    throw usageError(`--interval must be a number of seconds from 0.1 to 3600, got "${v}".`);
  return Math.round(s * 1000);
}

/** Settles after `ms`, or at once when the signal aborts (Ctrl-C). */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * One send (GET /notifications/{id}): its status, delivered of total, target, author, times and message; with
 * --json as the server answers it. --watch reads it again every --interval seconds until it is sent, failed
 * or cancelled, showing where it is on stderr (one line in place on a terminal, a line per change
 * otherwise), then prints it; exit 0 when sent, 1 when it failed or was cancelled, 130 on Ctrl-C (the send
 * goes on). An unknown id is exit 5.
 */
export async function run(idArg: string, opts: NotifyShowOptions, io: Io): Promise<number> {
  const id = parseSendId('show', idArg);
  const every = intervalMs(opts.interval);
  const { client, session } = await sessionClient(io, opts);
  const read = () =>
    getSentNotification(client, id, io.signal ? { signal: io.signal } : undefined).catch((e: unknown) => {
      if (isSendNotFound(e)) throw sendNotFound(id, 'nothing to show');
      throw e;
    });
  const print = (s: SentNotification) =>
    writeLine(io.stdout, opts.json ? JSON.stringify(s) : sendDetails(s, paint(useColor(io, opts)), io.env));

  let send: SentNotification;
  try {
    send = await read();
  } catch (e) {
    throw toCliError(e, session);
  }
  if (!opts.watch) {
    print(send);
    return EXIT.ok;
  }

  const inPlace = io.stderrIsTTY ?? io.isTTY;
  const started = Date.now();
  let shown = '';
  let unreachable = false;
  const say = (text: string) => {
    if (text === shown) return;
    shown = text;
    io.stderr.write(inPlace ? `\r${text}\x1b[K` : `${text}\n`);
  };
  while (!FINAL_STATUSES.has(send.status)) {
    say(
      `Notification ${id}: ${progressText(send, io.env)}${send.status === 'scheduled' ? '; waiting (Ctrl-C stops watching, not the send)' : ''}`,
    );
    await pause(every, io.signal);
    if (io.signal?.aborted) {
      if (inPlace) io.stderr.write('\n');
      writeNote(
        io,
        `Stopped watching; notification ${id} goes on (${progressText(send, io.env)}). Watch again: \`backoffice notify show ${id} --watch\`.`,
      );
      return EXIT.interrupted;
    }
    try {
      send = await read();
      if (unreachable) say(`Notification ${id}: the API answers again.`);
      unreachable = false;
    } catch (e) {
      // A blip of the network or the server does not end the watch; anything else (auth, 404) does.
      if (isAuthError(e) || !isRetryable(e)) {
        if (inPlace) io.stderr.write('\n');
        throw e instanceof CliError ? e : toCliError(e, session);
      }
      if (!unreachable) say(`Notification ${id}: the API did not answer (${safeText(toCliError(e, session).message)}); still watching.`);
      unreachable = true;
    }
  }
  // A send that had ended before the first read needs no progress line: the details say it all.
  if (shown) {
    say(`Notification ${id}: ${progressText(send, io.env)} (watched ${duration(Date.now() - started)}).`);
    if (inPlace) io.stderr.write('\n');
  }
  print(send);
  if (send.status === 'sent') return EXIT.ok;
  writeNote(io, `Notification ${id} ended ${send.status}.`);
  return EXIT.error;
}

export function notifyShowCommand(): Command {
  return withSession(new Command('show'))
    .description('One send: status, delivered of total, target, times, message; --watch follows it until it ends')
    .argument('<id>', 'the id of the send (`backoffice notify list` shows them)')
    .option('--watch', 'read it again until it is sent, failed or cancelled, showing its progress (exit 0 when sent, 1 otherwise)')
    .option('--interval <seconds>', 'seconds between two reads with --watch (default 2)')
    .option('--json', 'print the send as JSON, as the server answers it (with --watch: once it ends)')
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addHelpText(
      'after',
      examples([
        'backoffice notify show 42',
        'backoffice notify show 42 --watch',
        'backoffice notify show 42 --watch --json | jq .delivered',
      ]),
    )
    .action((id: string, _opts: NotifyShowOptions, cmd: Command) =>
      runAction((io) => run(id, cmd.optsWithGlobals<NotifyShowOptions>(), io)),
    );
}
