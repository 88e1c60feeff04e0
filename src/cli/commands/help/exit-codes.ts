import { Command } from 'commander';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { writeLine } from '../../lib/output.js';
import { reflowTopic } from '../../lib/wrap.js';
import { reportError } from '../../lib/command.js';
import { processIo } from '../../lib/io.js';

export const EXIT_CODES_TEXT = `Exit codes of backoffice:
  0    ok: everything succeeded (skipped items count as ok)
  1    error: the command failed (server unreachable or timed out, unexpected answer, cancelled);
       notify show --watch: the send ended failed or cancelled
  2    usage: bad flags, commands or input; invalid CSV/NDJSON rows are listed with line numbers and nothing is sent;
       also a bulk command without --yes when not interactive
  3    partial failure: some items of a bulk run failed (an unknown member or product id among them); the results
       file lists them, --resume retries them; members list --ids: an id was not found
  4    auth: not signed in, token refused, the account lacks the IamGOD capability, or the profile's
       token belongs to another server than the one asked for; an API token that lacks the scope of the
       call (the message names the scopes, and the \`backoffice tokens create\` to run), was revoked or
       has expired; a command for signed-in sessions only (tokens, sessions, admins) run with an API
       token; an owner's command (admins, members block) run by an administrator who is not an owner
  5    not found: the id names nothing on the server (members show, notify show, notify cancel, tokens revoke,
       sessions list --member, sessions revoke, admins, members block)
  6    conflict: the thing is not in a state that allows it (notify cancel of a send that started, was sent or
       was cancelled already; admins revoke, disable or owner revoke of the last enabled owner; disabling
       yourself; members block of an activated account; sessions list --member of a member who is not an
       administrator)
  7    outage: a bulk run stopped because the API did not answer for --max-outage (default 5m); items in
       flight finished, results written; the hint shows the --resume command
  130  interrupted (Ctrl-C): items in flight finished, results written; the hint shows the --resume command
       (audit list: stops after the complete lines printed so far); other commands stop quietly
  143  terminated (SIGTERM): as 130, for a supervisor, timeout(1) or a container stop`;

export const ENVIRONMENT_TEXT = `Environment variables of backoffice:
  BACKOFFICE_API_URL      the API, e.g. https://admin.example.com/v1 (--api-url wins; else the profile's)
  BACKOFFICE_TOKEN        a bearer token for automation, e.g. an API token (bo_…) of \`backoffice tokens create\`
                          (wins over the stored profile; never written to disk; no config file needed)
  BACKOFFICE_PROFILE      the profile to use (--profile wins; default "default")
  BACKOFFICE_TIMEOUT      seconds to wait for an answer (--timeout wins; default 30; 0 = no limit)
  BACKOFFICE_CONFIG_DIR   where profiles are kept (default $XDG_CONFIG_HOME/backoffice or ~/.config/backoffice)
  BACKOFFICE_STATE_DIR    where results files of bulk runs go (default $XDG_STATE_HOME/backoffice or ~/.local/state/backoffice)
  NO_COLOR                any value: no colour; FORCE_COLOR=1: colour even when not on a terminal; TERM=dumb: no colour
  TZ                      the zone notify send --at reads a local date-time in (an IANA name, e.g. Europe/Rome)
  XDG_CONFIG_HOME, XDG_STATE_HOME, HOME
                          the defaults of BACKOFFICE_CONFIG_DIR and BACKOFFICE_STATE_DIR
  (the settings of \`backoffice config set\` profile, timeout and color fill BACKOFFICE_PROFILE, BACKOFFICE_TIMEOUT and NO_COLOR when they are unset)

\`backoffice serve\` and \`backoffice seed\`:
  DATABASE_URL            PostgreSQL instead of the embedded PGlite (needs the pg package)
  BACKOFFICE_JWT_SECRET   the token signing secret (default: generated once, kept private)
  BACKOFFICE_PUBLIC_URL   the origin used in mailed links (--public-url wins)
  BACKOFFICE_CORS_ORIGINS
                          comma-separated origins allowed to call the API from a browser
  BACKOFFICE_SOURCE_MAPS  1: send SourceMap headers for the browser builds
  BACKOFFICE_IDEMPOTENCY_LEASE_SECONDS
                          how long an Idempotency-Key in progress holds (default 60)
  BACKOFFICE_TRUSTED_PROXIES
                          comma-separated addresses of the load balancers whose X-Forwarded-For is believed
  BACKOFFICE_DB_POOL      connections each server process keeps open to PostgreSQL at most (default 10)`;

export const HELP_TOPICS = { 'exit-codes': EXIT_CODES_TEXT, environment: ENVIRONMENT_TEXT } as const;

/** `help exit-codes` prints a topic; `help <command...>` prints that command's help. */
export async function run(opts: { topic: string[]; program?: Command }, io: Io): Promise<number> {
  const [first, ...rest] = opts.topic;
  if (first && first in HELP_TOPICS) {
    // Reflowed to the terminal's width (its terms' texts broken at spaces, under themselves); piped, as written.
    writeLine(io.stdout, reflowTopic(HELP_TOPICS[first as keyof typeof HELP_TOPICS], io.columns));
    return EXIT.ok;
  }
  let cmd = opts.program;
  for (const name of [first, ...rest].filter((n): n is string => !!n)) {
    const sub: Command | undefined = cmd?.commands.find((c) => c.name() === name || c.aliases().includes(name));
    if (!sub) throw usageError(`No command or help topic "${opts.topic.join(' ')}". Topics: ${Object.keys(HELP_TOPICS).join(', ')}.`);
    cmd = sub;
  }
  if (cmd) io.stdout.write(cmd.helpInformation());
  if (!first)
    writeLine(
      io.stdout,
      `Help topics: ${Object.keys(HELP_TOPICS)
        .map((t) => `\`backoffice help ${t}\``)
        .join(', ')}`,
    );
  return EXIT.ok;
}

export function helpCommand(): Command {
  const cmd: Command = new Command('help')
    .description('Show help for a command, or a topic: exit-codes, environment')
    .argument('[topic...]', 'a command path (e.g. "members disable") or a topic (exit-codes, environment)')
    .addHelpText('after', '\nExamples:\n  backoffice help exit-codes\n  backoffice help environment\n  backoffice help notify send\n')
    .action(async (topic: string[]) => {
      const io = processIo();
      try {
        process.exitCode = await run({ topic, ...(cmd.parent ? { program: cmd.parent } : {}) }, io);
      } catch (e) {
        process.exitCode = reportError(e, io);
      }
    });
  return cmd;
}
