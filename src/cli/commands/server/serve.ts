import { Command, Option } from 'commander';
import { startServer } from '../../../server/start.js';
import { examples } from '../../lib/command.js';
import { DEMO, DEMO_OWNER_NAME } from '../../../server/seed/demo.js';

export interface ServeOptions {
  port: string;
  host: string;
  data?: string;
  memory?: boolean;
  demo?: boolean;
  examples?: boolean;
  publicUrl?: string;
  auditRetentionDays?: string;
  restoreDays?: string;
  recipientDays?: string;
}

const parseDays = (flag: string, v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 36500) throw new Error(`${flag} must be a whole number of days from 1 to 36500 (got "${v}")`);
  return n;
};

const parsePort = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--port must be a number from 0 to 65535 (got "${v}")`);
  return n;
};

/** `backoffice serve`: the reference API server plus the standalone page. */
export async function runServe(opts: ServeOptions, out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  if (opts.data && opts.memory) throw new Error('Pass either --data DIR or --memory, not both.');
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const server = await startServer({
    port: parsePort(opts.port),
    host: opts.host,
    ...(databaseUrl ? { databaseUrl } : opts.memory ? { memory: true } : { dataDir: opts.data ?? '.backoffice-data' }),
    demo: !!opts.demo,
    examples: !!opts.examples,
    log: out,
    ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
    retention: {
      ...(opts.auditRetentionDays !== undefined ? { auditDays: parseDays('--audit-retention-days', opts.auditRetentionDays)! } : {}),
      ...(opts.restoreDays !== undefined ? { restoreDays: parseDays('--restore-days', opts.restoreDays)! } : {}),
      ...(opts.recipientDays !== undefined ? { recipientDays: parseDays('--recipient-days', opts.recipientDays)! } : {}),
    },
  });
  out(`Back-office server listening on ${server.url} (API ${server.url}/v1)`);
  out(
    `Storage: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : opts.memory ? 'PGlite in memory' : `PGlite in ${opts.data ?? '.backoffice-data'}`}`,
  );
  if (opts.demo) {
    // Demo data goes only into an empty database: the credentials are printed only when they work here.
    if (server.demoAccounts) {
      out(`Demo admin:  ${DEMO.admin.email} / ${DEMO.admin.password}`);
      out(`Demo member: ${DEMO.member.email} / ${DEMO.member.password} (no IamGOD)`);
      out(`Demo owner:  ${DEMO_OWNER_NAME} (${DEMO.admin.email}) is the demo's only owner`);
    } else out('Demo data:   not added (the database already has data and no demo accounts)');
    out(`Dev outbox:  ${server.url}/v1/dev/mail`);
  }
  if (opts.examples) out(`Examples:    ${server.url}/examples/`);
  return server;
}

export function serveCommand(): Command {
  return new Command('serve')
    .description('Start the reference API server (PGlite by default, PostgreSQL when DATABASE_URL is set)')
    .option('-p, --port <port>', 'port to listen on (0 = any free port)', '3000')
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .addOption(new Option('--data <dir>', 'PGlite data directory (default .backoffice-data)').conflicts('memory'))
    .option('--memory', 'keep the database in memory (lost on exit)')
    .option('--demo', 'seed demo data into an empty database and expose the dev outbox')
    .option('--examples', 'also serve the example pages under /examples/')
    .option('--audit-retention-days <days>', 'keep audit events this many days, then prune them (default 365)')
    .option('--restore-days <days>', 'deleted products and categories can be restored this many days, then are purged (default 30)')
    .option(
      '--recipient-days <days>',
      "keep a finished send's recipient rows this many days, then prune them; its counts stay (default 90; its environment variable: docs/deploy.md)",
    )
    .option(
      '--public-url <origin>',
      'origin for links in mails, e.g. https://admin.example.com (default BACKOFFICE_PUBLIC_URL, else the served origin)',
    )
    .addHelpText(
      'after',
      examples([
        'backoffice serve --demo',
        'backoffice serve --data /var/lib/backoffice --port 8080 --public-url https://admin.example.com',
        'DATABASE_URL=postgres://user@db/backoffice backoffice serve',
      ]),
    )
    .action(async (opts: ServeOptions) => {
      const server = await runServe(opts);
      const stop = () => {
        server.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
