import { Command } from 'commander';
import { MAX_LIMIT, sentNotification, type SentNotification } from '../../../api/contract/index.js';
import { listSentNotifications } from '../../../api/audit.js';
import { toCliError } from '../../lib/api.js';
import { examples, refuseAllWithPaging, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { chunkedWriter } from '../../lib/item-list.js';
import {
  counted,
  hiddenColumnsNote,
  jsonFields,
  num,
  pageSummary,
  paint,
  pickFields,
  safe,
  streamedTable,
  tableWidth,
  useColor,
  writeLine,
  type Paint,
  TITLE_ROOM,
  writeNote,
} from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { absoluteTime, relativeTime } from '../../lib/time.js';
import { authorOf, deliveredCell, statusCell, targetCell } from './format.js';

export interface NotifyListOptions extends SessionOptions {
  page?: string;
  limit?: string;
  all?: boolean;
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
 * The table for people, written as its rows arrive: every value from the server is escaped. On a terminal
 * too narrow for the whole table (`width`), the times are relative only ("5m ago", "scheduled in 4d"), as gh
 * does, then the AUTHOR goes whole (said on stderr) before a name is cut, then only the title (free text)
 * gives way and wraps under itself; piped output (no width) keeps the UTC times too.
 */
function sendsTable(io: Io, opts: NotifyListOptions, write: (text: string) => Promise<void>, onHidden: (note: string) => void) {
  const c = paint(useColor(io, opts));
  const now = Date.now();
  const width = tableWidth(io);
  return streamedTable<SentNotification>({
    headers: SEND_HEADERS,
    cells: (s, short) => sendCells(s, c, now, short),
    write,
    width,
    hasShort: true,
    giveFirst: [SEND_HEADERS.indexOf('TITLE'), SEND_HEADERS.indexOf('AUTHOR')],
    lastRoom: TITLE_ROOM,
    drop: [SEND_HEADERS.indexOf('AUTHOR')],
    onHidden: (hidden) => onHidden(hiddenColumnsNote(hidden, width!)),
  });
}

const SEND_HEADERS = ['ID', 'SENT', 'AUTHOR', 'TARGET', 'STATUS', 'DELIVERED', 'TITLE'];

const sendCells = (s: SentNotification, c: Paint, now: number, short: boolean) => [
  safe(s.id),
  short ? safe(relativeTime(s.sentAt, now)) : `${safe(relativeTime(s.sentAt, now))} ${c.dim(`(${safe(absoluteTime(s.sentAt))})`)}`,
  authorOf(s),
  targetCell(s),
  statusCell(s, c, now, short),
  deliveredCell(s),
  safe(s.title),
];

const SENDS = { one: 'send', many: 'sends' };

/**
 * The history of sends (GET /notifications), newest first: a table, or NDJSON with --json. A page past the
 * end says which page is the last; --all reads every page (100 at a time), written as they arrive.
 */
export async function run(opts: NotifyListOptions, io: Io): Promise<number> {
  const page = int('page', opts.page, 1, 1_000_000);
  const limit = int('limit', opts.limit, 10, MAX_LIMIT);
  const fields = jsonFields(opts.json, Object.keys(sentNotification.shape));
  const { client, session } = await sessionClient(io, opts);
  const extras = io.signal ? { signal: io.signal } : undefined;
  const out = chunkedWriter(io.stdout);
  let hiddenNote = '';
  if (opts.all) {
    let n = 0;
    let total = 0;
    // The table is sized on its first 1,000 rows.
    const tableOut = sendsTable(io, opts, out.write, (note) => (hiddenNote = note));
    try {
      for (let p = 1; ; p++) {
        const res = await listSentNotifications(client, { page: p, limit: MAX_LIMIT }, extras);
        total = res.pagination.dataCount;
        n += res.data.length;
        if (opts.json) {
          let text = '';
          for (const s of res.data) text += JSON.stringify(pickFields(s, fields)) + '\n';
          await out.write(text);
        } else await tableOut.push(res.data);
        if (!res.pagination.hasNextPage || res.data.length === 0) break;
      }
    } catch (e) {
      throw toCliError(e, session);
    }
    if (!opts.json) await tableOut.end();
    if (!opts.json && n === 0) await out.write('No notifications sent yet.\n');
    await out.end();
    if (n || opts.json) writeNote(io, counted(n, SENDS) + (total > n ? ` (of ${num(total)}: more were sent meanwhile)` : ''));
    if (hiddenNote) writeNote(io, hiddenNote);
    return EXIT.ok;
  }
  let res;
  try {
    res = await listSentNotifications(client, { page, limit }, extras);
  } catch (e) {
    throw toCliError(e, session);
  }
  const rows = res.data;
  const total = res.pagination.dataCount;
  if (opts.json) for (const s of rows) writeLine(io.stdout, JSON.stringify(pickFields(s, fields)));
  else if (rows.length) {
    const tableOut = sendsTable(io, opts, out.write, (note) => (hiddenNote = note));
    await tableOut.push(rows);
    await tableOut.end();
    await out.end();
  } else
    writeLine(
      io.stdout,
      total > 0
        ? `Page ${num(page)} is past the end: ${num(res.pagination.pageCount)} page${res.pagination.pageCount === 1 ? '' : 's'} of ${num(limit)}.`
        : 'No notifications sent yet.',
    );
  if (hiddenNote) writeNote(io, hiddenNote);
  // An empty history already says so on stdout.
  if (rows.length || opts.json || total > 0)
    writeNote(
      io,
      pageSummary(SENDS, { page, limit, shown: rows.length, total, pageCount: res.pagination.pageCount }) +
        (rows.length && res.pagination.hasNextPage ? `; next: --page ${page + 1}` : ''),
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
    .option('--all', 'every send, page after page, written as the pages arrive (not with --page/--limit)')
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
        'backoffice notify list --all',
        'backoffice notify list --limit 100 --json | jq -r .title',
        'backoffice notify list --json id,status,delivered,recipients,sendAt,title',
        'backoffice notify list --limit 100 --json id,status | jq -r \'select(.status=="scheduled") | .id\'',
      ]),
    )
    .action((_opts: NotifyListOptions, cmd: Command) =>
      runAction((io) => {
        refuseAllWithPaging(cmd.opts<NotifyListOptions>(), cmd);
        return run(cmd.optsWithGlobals<NotifyListOptions>(), io);
      }),
    );
}
