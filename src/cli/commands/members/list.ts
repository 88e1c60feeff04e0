import { Command, Option } from 'commander';
import {
  CUSTOMER_COUNTRIES,
  MEMBER_SORT_KEYS,
  member as memberSchema,
  type Member,
  type MemberFilters,
  type MemberSortKey,
} from '../../../api/contract/index.js';
import { listMembers, streamMembers } from '../../../api/members.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { csvLine } from '../../lib/csv.js';
import { drained } from '../../lib/item-list.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { jsonFields, pageSummary, paint, pickFields, safe, table, tableWidth, useColor, writeLine } from '../../lib/output.js';

const MEMBERS = { one: 'member', many: 'members' };
import { sessionClient } from '../../lib/session-client.js';

export interface MembersListOptions extends SessionOptions {
  username?: string;
  country?: string;
  includeOwners?: boolean;
  /** The old name of --include-owners (hidden, still accepted). */
  business?: boolean;
  sort?: string;
  direction?: string;
  page?: string;
  limit?: string;
  all?: boolean;
  json?: boolean | string;
  csv?: boolean;
  color?: boolean;
}

export const CSV_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'username',
  'email',
  'cellphone',
  'country',
  'enabled',
  'role',
  'companies',
] as const;

const int = (name: string, v: string | undefined, dflt: number, max: number) => {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw usageError(`--${name} must be a whole number from 1 to ${max}, got "${v}".`);
  return n;
};

/** Validates the filters of the customers screen into MemberFilters. */
export function filtersOf(opts: MembersListOptions): MemberFilters {
  if (opts.json && opts.csv) throw usageError('Use either --json or --csv.');
  const sort = opts.sort ?? 'username';
  if (!(MEMBER_SORT_KEYS as readonly string[]).includes(sort)) throw usageError(`--sort must be one of ${MEMBER_SORT_KEYS.join(', ')}.`);
  const direction = (opts.direction ?? 'asc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw usageError('--direction must be asc or desc.');
  const country = opts.country?.toUpperCase();
  if (country && country !== 'ALL' && !(CUSTOMER_COUNTRIES as readonly string[]).includes(country))
    throw usageError(`--country must be all or one of ${CUSTOMER_COUNTRIES.join(', ')}.`);
  return {
    page: int('page', opts.page, 1, 1_000_000),
    limit: int('limit', opts.limit, 10, 100),
    orderBy: sort as MemberSortKey,
    orderDirection: direction,
    ...(opts.username ? { username: opts.username } : {}),
    ...(country && country !== 'ALL' ? { country } : {}),
    isBusiness: opts.includeOwners === true || opts.business === true,
  };
}

const nameOf = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ');

/** Writes one line, waiting while the reader is behind (100,000 lines never pile up in memory). */
async function emit(io: Io, line: string) {
  if (!io.stdout.write(line + '\n')) await drained(io.stdout);
}

const csvRow = (m: Member) =>
  csvLine([
    m.id,
    m.firstName,
    m.lastName,
    m.username,
    m.email,
    m.cellphone,
    m.country,
    m.enabled,
    m.role?.name ?? '',
    m.companies.map((c) => c.name).join('; '),
  ]);

/**
 * CSV for where stdout goes: on a terminal every control and bidi character of the line (a CR or line
 * break inside a quoted cell too) is shown as an escape, like every cell of the table; to a file or a
 * pipe the line is the exact CSV.
 */
const csvFor = (io: Io) => ((io.stdoutIsTTY ?? io.isTTY) ? (line: string) => safe(line) : (line: string) => line);

/**
 * Lists members as a table, NDJSON (--json, one member per line) or CSV. With --all, NDJSON and CSV
 * are written page by page as they arrive (keyset pagination: the first line within one request, and
 * the 1,000th page costs what the first does); the table waits for every row to size its columns.
 */
export async function run(opts: MembersListOptions, io: Io): Promise<number> {
  const filters = filtersOf(opts);
  const fields = jsonFields(opts.json, Object.keys(memberSchema.shape));
  const json = (m: Member) => JSON.stringify(pickFields(m, fields));
  const { client, session } = await sessionClient(io, opts);
  const streamed = opts.all && (opts.json || opts.csv);
  const csv = csvFor(io);
  let rows: Member[] = [];
  let summary: string;
  try {
    if (opts.all) {
      const { page: _p, limit: _l, ...rest } = filters;
      if (opts.csv) await emit(io, csv(csvLine([...CSV_COLUMNS])));
      let count = 0;
      for await (const res of streamMembers(client, rest, io.signal ? { signal: io.signal } : {})) {
        count += res.data.length;
        if (streamed) for (const m of res.data) await emit(io, opts.json ? json(m) : csv(csvRow(m)));
        else rows.push(...res.data);
        if (io.isTTY) io.stderr.write(`\rLoading members ${count}/${res.pagination.dataCount}\x1b[K`);
      }
      if (io.isTTY) io.stderr.write('\r\x1b[K');
      summary = `${count} ${count === 1 ? MEMBERS.one : MEMBERS.many}`;
    } else {
      const res = await listMembers(client, filters);
      rows = res.data;
      summary = pageSummary(MEMBERS, {
        page: filters.page!,
        limit: filters.limit!,
        shown: rows.length,
        total: res.pagination.dataCount,
        pageCount: res.pagination.pageCount,
      });
    }
  } catch (e) {
    throw toCliError(e, session);
  }
  if (streamed) {
    // written above
  } else if (opts.json) {
    for (const m of rows) await emit(io, json(m));
  } else if (opts.csv) {
    await emit(io, csv(csvLine([...CSV_COLUMNS])));
    for (const m of rows) await emit(io, csv(csvRow(m)));
  } else {
    const c = paint(useColor(io, opts));
    const headers = ['ID', 'NAME', 'USERNAME', 'EMAIL', 'PHONE', 'COUNTRY', 'STATUS', ...(filters.isBusiness ? ['COMPANY'] : [])];
    // Every cell is data: control and bidi characters are shown as escapes, never sent to the terminal.
    const body = rows.map((m) => [
      safe(m.id),
      safe(nameOf(m)),
      m.username ? `@${safe(m.username)}` : '-',
      safe(m.email),
      m.cellphone ? safe(m.cellphone) : '-',
      m.country ? safe(m.country) : '-',
      (m.enabled ? c.green : c.red)(`${safe(m.role?.name ?? 'member')}${m.enabled ? '' : ' (disabled)'}`),
      ...(filters.isBusiness ? [m.companies.map((x) => safe(x.name)).join(', ') || 'no company'] : []),
    ]);
    writeLine(io.stdout, rows.length ? table(headers, body, tableWidth(io)) : 'No members match.');
  }
  // An empty table already says so on stdout; NDJSON and CSV keep the summary on stderr.
  if (rows.length || streamed || opts.json || opts.csv || summary.startsWith('Page ')) writeLine(io.stderr, summary);
  return EXIT.ok;
}

export function membersListCommand(): Command {
  return withSession(new Command('list'))
    .description('List members with the filters, sort and paging of the customers screen')
    .option('--username <text>', 'username search')
    .option('--country <cc>', `all or one of ${CUSTOMER_COUNTRIES.join(', ')}`)
    .option(
      '--include-owners',
      'also list members who own a company (with a COMPANY column); without it they are left out (withoutCompanies=true)',
    )
    .addOption(new Option('--business').hideHelp())
    .option('--sort <key>', MEMBER_SORT_KEYS.join(' | '), 'username')
    .option('--direction <dir>', 'asc | desc', 'asc')
    .option('--page <n>', 'page number', '1')
    .option('--limit <n>', 'page size (5, 10, 20, 50; at most 100)', '10')
    .option('--all', 'every matching member, page after page (--json and --csv stream as pages arrive)')
    .option(
      '--json [fields]',
      `NDJSON: one member per line (pipe into \`members disable --file -\`); only the fields named, e.g. id,email (${Object.keys(memberSchema.shape).join(', ')})`,
    )
    .option('--csv', 'CSV with a header row')
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addHelpText(
      'after',
      examples([
        'backoffice members list --country IT --sort lastName --direction desc --limit 20',
        'backoffice members list --include-owners --username rossi',
        'backoffice members list --all --csv > members.csv',
        'backoffice members list --all --json id,email,enabled',
        'backoffice members list --all --json --country ES | backoffice members disable --file - --yes',
      ]),
    )
    .action((_opts: MembersListOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<MembersListOptions>(), io)));
}
