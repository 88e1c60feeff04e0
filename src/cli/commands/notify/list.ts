import { Command } from 'commander';
import { MAX_LIMIT, sentNotification, type SentNotification } from '../../../api/contract/index.js';
import { listSentNotifications } from '../../../api/audit.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import {
  jsonFields,
  pageSummary,
  paint,
  pickFields,
  safe,
  table,
  tableWidth,
  useColor,
  visibleLength,
  writeLine,
  type Paint,
} from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { absoluteTime, relativeTime } from '../../lib/time.js';
import { authorOf, deliveredCell, statusCell, targetCell } from './format.js';

export interface NotifyListOptions extends SessionOptions {
  page?: string;
  limit?: string;
  json?: boolean | string;
  color?: boolean;
}

const int = (name: string, v: string | undefined, dflt: number, max: number) => {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw usageError(`--${name} must be a whole number from 1 to ${max}, got "${v}".`);
  return n;
};

/**
 * The table for people: every value from the server is escaped. On a terminal too narrow for the whole table
 * (`width`), the times are relative only ("5m ago", "scheduled in 4d"), as gh does, then the title and the
 * author give way before the status; piped output (no width) keeps the UTC times too.
 */
export function sendsTable(rows: SentNotification[], c: Paint, now = Date.now(), width?: number): string {
  const headers = ['ID', 'SENT', 'AUTHOR', 'TARGET', 'STATUS', 'DELIVERED', 'TITLE'];
  const cells = (short: boolean) =>
    rows.map((s) => [
      safe(s.id),
      short ? safe(relativeTime(s.sentAt, now)) : `${safe(relativeTime(s.sentAt, now))} ${c.dim(`(${safe(absoluteTime(s.sentAt))})`)}`,
      authorOf(s),
      targetCell(s),
      statusCell(s, c, now, short),
      deliveredCell(s),
      safe(s.title),
    ]);
  const whole = table(headers, cells(false));
  const fits = !width || Math.max(...whole.split('\n').map(visibleLength)) <= width;
  return fits ? whole : table(headers, cells(true), width, [headers.indexOf('TITLE'), headers.indexOf('AUTHOR')]);
}

/** The history of sends (GET /notifications), newest first: a table, or NDJSON with --json. */
export async function run(opts: NotifyListOptions, io: Io): Promise<number> {
  const page = int('page', opts.page, 1, 1_000_000);
  const limit = int('limit', opts.limit, 10, MAX_LIMIT);
  const fields = jsonFields(opts.json, Object.keys(sentNotification.shape));
  const { client, session } = await sessionClient(io, opts);
  let res;
  try {
    res = await listSentNotifications(client, { page, limit }, io.signal ? { signal: io.signal } : undefined);
  } catch (e) {
    throw toCliError(e, session);
  }
  const rows = res.data;
  if (opts.json) for (const s of rows) writeLine(io.stdout, JSON.stringify(pickFields(s, fields)));
  else
    writeLine(
      io.stdout,
      rows.length ? sendsTable(rows, paint(useColor(io, opts)), Date.now(), tableWidth(io)) : 'No notifications sent yet.',
    );
  // An empty history already says so on stdout.
  if (rows.length || opts.json || res.pagination.dataCount > 0)
    writeLine(
      io.stderr,
      pageSummary(
        { one: 'send', many: 'sends' },
        { page, limit, shown: rows.length, total: res.pagination.dataCount, pageCount: res.pagination.pageCount },
      ) + (rows.length && res.pagination.hasNextPage ? `; next: --page ${page + 1}` : ''),
    );
  return EXIT.ok;
}

export function notifyListCommand(): Command {
  return withSession(new Command('list'))
    .description(
      'The history of sends, newest first: who sent what to whom, its status (scheduled, queued, sending, sent...) and how many it reached',
    )
    .option('--page <n>', 'page number', '1')
    .option('--limit <n>', `sends per page (at most ${MAX_LIMIT})`, '10')
    .option(
      '--json [fields]',
      `NDJSON: one send per line; only the fields named, e.g. id,title (${Object.keys(sentNotification.shape).join(', ')})`,
    )
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addHelpText(
      'after',
      examples([
        'backoffice notify list',
        'backoffice notify list --page 2 --limit 20',
        'backoffice notify list --limit 100 --json | jq -r .title',
        'backoffice notify list --json id,status,delivered,recipients,sendAt,title',
        'backoffice notify list --limit 100 --json id,status | jq -r \'select(.status=="scheduled") | .id\'',
      ]),
    )
    .action((_opts: NotifyListOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<NotifyListOptions>(), io)));
}
