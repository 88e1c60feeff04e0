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
import { examples, refuseAllWithPaging, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { csvLine } from '../../lib/csv.js';
import { chunkedWriter } from '../../lib/item-list.js';
import { statusLine } from '../../lib/progress.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
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
  type Paint,
  writeNote,
} from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';

const MEMBERS = { one: 'member', many: 'members' };

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
  ids?: string;
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
    // Ids name members on purpose: an owner of a company is one of them (--include-owners is implied).
    isBusiness: opts.includeOwners === true || opts.business === true || opts.ids !== undefined,
  };
}

const nameOf = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ');

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

/** The table's headers: the COMPANY column with --include-owners, the sorted-by column when it is not shown anyway. */
function tableColumns(filters: MemberFilters) {
  const sortColumn = SORT_COLUMNS[filters.orderBy ?? 'username'];
  return [
    'ID',
    'NAME',
    'USERNAME',
    'EMAIL',
    'PHONE',
    'COUNTRY',
    ...(sortColumn ? [sortColumn.header] : []),
    'STATUS',
    ...(filters.isBusiness ? ['COMPANY'] : []),
  ];
}

/** Sort keys whose value the table does not show otherwise: a column of their own, after COUNTRY. */
const SORT_COLUMNS: Partial<Record<MemberSortKey, { header: string; cell: (m: Member) => string | null | undefined }>> = {
  city: { header: 'CITY', cell: (m) => m.city },
  region: { header: 'REGION', cell: (m) => m.region },
  province: { header: 'PROVINCE', cell: (m) => m.province },
};

/** A member's cells in the table; every cell is data: control and bidi characters are shown as escapes. */
function memberCells(m: Member, filters: MemberFilters, c: Paint): string[] {
  const sortColumn = SORT_COLUMNS[filters.orderBy ?? 'username'];
  const sortValue = sortColumn?.cell(m);
  return [
    safe(m.id),
    safe(nameOf(m)),
    m.username ? `@${safe(m.username)}` : '-',
    safe(m.email),
    m.cellphone ? safe(m.cellphone) : '-',
    m.country ? safe(m.country) : '-',
    ...(sortColumn ? [sortValue ? safe(sortValue) : '-'] : []),
    (m.enabled ? c.green : c.red)(`${safe(m.role?.name ?? 'member')}${m.enabled ? '' : ' (disabled)'}`),
    ...(filters.isBusiness ? [m.companies.map((x) => safe(x.name)).join(', ') || 'no company'] : []),
  ];
}

/**
 * Lists members as a table, NDJSON (--json, one member per line) or CSV. With --all every format is
 * written page by page as the pages arrive (keyset pagination: the first line within one request, and
 * the 1,000th page costs what the first does); the table sizes its columns on its first 1,000 rows.
 */
export async function run(opts: MembersListOptions, io: Io): Promise<number> {
  const filters = filtersOf(opts);
  const ids = idsOf(opts.ids);
  const fields = jsonFields(opts.json, Object.keys(memberSchema.shape));
  const json = (m: Member) => JSON.stringify(pickFields(m, fields));
  const { client, session } = await sessionClient(io, opts);
  const csv = csvFor(io);
  const c = paint(useColor(io, opts));
  const status = statusLine(io);
  const out = chunkedWriter(io.stdout, { before: status.clear });
  const headers = tableColumns(filters);
  const tableOut = streamedTable<Member>({
    headers,
    cells: (m) => memberCells(m, filters, c),
    write: out.write,
    width: tableWidth(io),
    // On a narrow terminal whole columns go (phone, then name, then username) before an e-mail is cut.
    drop: ['PHONE', 'NAME', 'USERNAME'].map((h) => headers.indexOf(h)),
    // The last column (STATUS, or COMPANY with --include-owners) wraps under itself: it gives way first.
    giveFirst: [headers.length - 1],
    onHidden: (hidden) => (hiddenNote = hiddenColumnsNote(hidden, tableWidth(io)!)),
  });
  const write = async (members: Member[]) => {
    if (opts.json) {
      let text = '';
      for (const m of members) text += json(m) + '\n';
      await out.write(text);
    } else if (opts.csv) {
      let text = '';
      for (const m of members) text += csv(csvRow(m)) + '\n';
      await out.write(text);
    } else await tableOut.push(members);
  };
  let count = 0;
  let summary: string;
  let hiddenNote = '';
  try {
    if (opts.csv) await out.write(csv(csvLine([...CSV_COLUMNS])) + '\n');
    if (ids) {
      const res = await listMembers(client, { ...filters, page: 1, limit: ids.length, ids });
      const byId = new Map(res.data.map((m) => [m.id, m]));
      const found = ids.map((id) => byId.get(id)).filter((m): m is Member => m !== undefined);
      await write(found);
      count = found.length;
      const missing = ids.filter((id) => !byId.has(id));
      summary =
        counted(count, MEMBERS) +
        (missing.length
          ? `; not found${filters.isBusiness ? '' : ' (or owning a company: add --include-owners)'}: ${missing.join(', ')}`
          : '');
    } else if (opts.all) {
      const { page: _p, limit: _l, ...rest } = filters;
      for await (const res of streamMembers(client, rest, io.signal ? { signal: io.signal } : {})) {
        count += res.data.length;
        await write(res.data);
        if (io.isTTY && !(io.stdoutIsTTY ?? io.isTTY)) status.show(`Loading members ${num(count)}/${num(res.pagination.dataCount)}`);
      }
      status.clear();
      summary = counted(count, MEMBERS);
    } else {
      const res = await listMembers(client, filters);
      count = res.data.length;
      await write(res.data);
      summary = pageSummary(MEMBERS, {
        page: filters.page!,
        limit: filters.limit!,
        shown: count,
        total: res.pagination.dataCount,
        pageCount: res.pagination.pageCount,
      });
    }
  } catch (e) {
    status.clear();
    throw toCliError(e, session);
  }
  if (!opts.json && !opts.csv) await tableOut.end();
  // A page past the end says so (the summary below), not that nothing matches.
  if (!opts.json && !opts.csv && count === 0 && !summary.startsWith('Page ')) await out.write('No members match.\n');
  await out.end();
  // An empty table already says so on stdout; NDJSON and CSV keep the summary on stderr.
  if (count || opts.json || opts.csv || ids || summary.startsWith('Page ')) writeNote(io, summary);
  if (hiddenNote) writeNote(io, hiddenNote);
  return ids && count < ids.length ? EXIT.partial : EXIT.ok;
}

/** `--ids 1,2,3`: at most 100 member ids (what GET /members?ids= takes); a usage error names what is wrong. */
export function idsOf(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = parts.filter((p) => !/^[1-9]\d{0,9}$/.test(p) || Number(p) > 2_147_483_647);
  if (!parts.length || bad.length)
    throw usageError(
      `--ids must be member ids (positive whole numbers) separated by commas, e.g. --ids 12,45${bad.length ? `; not an id: ${bad.map((b) => `"${safe(b)}"`).join(', ')}` : ''}.`,
    );
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > 100) throw usageError(`--ids takes at most 100 member ids, got ${ids.length}; for more, use --all with filters.`);
  return ids;
}

export function membersListCommand(): Command {
  return withSession(new Command('list'))
    .description('List members with the filters, sort and paging of the customers screen')
    .option(
      '--username <text>',
      'part of the username (any case, accents ignored; 1–2 characters: its beginning), or the beginning of the e-mail',
    )
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
    .option('--all', 'every matching member, page after page, written as the pages arrive (not with --page/--limit)')
    .option(
      '--ids <ids>',
      'only these members (owners of companies included): ids separated by commas, at most 100 (exit 3 when one is not found)',
    )
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
    .action((_opts: MembersListOptions, cmd: Command) =>
      runAction((io) => {
        const own = cmd.opts<MembersListOptions>();
        if (own.ids !== undefined && (own.all || cmd.getOptionValueSource('page') === 'cli'))
          throw usageError(`--ids lists those members only: leave out ${own.all ? '--all' : '--page'}.`);
        refuseAllWithPaging(own, cmd);
        return run(cmd.optsWithGlobals<MembersListOptions>(), io);
      }),
    );
}
