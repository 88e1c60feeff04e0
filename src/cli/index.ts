import { Command, CommanderError, Help } from 'commander';
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';
import { serveCommand } from './commands/server/serve.js';
import { seedCommand } from './commands/server/seed.js';
import { loginCommand } from './commands/auth/login.js';
import { logoutCommand } from './commands/auth/logout.js';
import { whoamiCommand } from './commands/auth/whoami.js';
import { authCommand } from './commands/auth/status.js';
import { configCommand } from './commands/config/index.js';
import { notifyCommand } from './commands/notify/index.js';
import { membersCommand } from './commands/members/index.js';
import { productsCommand } from './commands/products/index.js';
import { auditCommand } from './commands/audit/index.js';
import { tokensCommand } from './commands/tokens/index.js';
import { sessionsCommand } from './commands/sessions/index.js';
import { adminsCommand } from './commands/admins/index.js';
import { helpCommand } from './commands/help/exit-codes.js';
import { completionCommand } from './commands/help/completion.js';
import { DEFAULT_TIMEOUT_S } from './lib/api.js';
import { DEFAULT_API_URL } from './lib/config.js';
import { EXIT } from './lib/io.js';
import { examples } from './lib/command.js';
import { setRunningCommand } from './lib/command-scopes.js';
import { wrapForTerminal } from './lib/wrap.js';
import { packageVersion } from './lib/version.js';

export { packageVersion };

/** The width of help that goes to no terminal and no COLUMNS: commander's default. */
const HELP_WIDTH = 80;

const eachCommand = (cmd: Command, fn: (c: Command) => void) => {
  fn(cmd);
  for (const sub of cmd.commands) eachCommand(sub, fn);
};

/** Builds the `backoffice` program. Each command lives in commands/<noun>/<verb>.ts. */
export function buildProgram(): Command {
  const program = new Command('backoffice')
    .description('Back-office for the local-business directory: reference API server and operator tools.')
    .version(packageVersion())
    // Global: accepted before the command (`backoffice --profile rev members list`) as well as after it.
    .option('--profile <name>', 'stored session to use (default: BACKOFFICE_PROFILE, else the profile setting, else "default")')
    .option('--api-url <url>', `API base URL (default: BACKOFFICE_API_URL, else the profile's stored URL, else ${DEFAULT_API_URL})`)
    .option(
      '--timeout <seconds>',
      `give up on a request that gets no answer within this many seconds (default ${DEFAULT_TIMEOUT_S}; 0 = no limit; also BACKOFFICE_TIMEOUT)`,
    );
  program.addHelpText(
    'after',
    examples([
      'backoffice serve --demo                       # the API and the back-office with demo data',
      'backoffice login --api-url https://admin.example.com/v1',
      'backoffice members list --country IT',
      'backoffice notify send --file campaign.csv --dry-run',
      'backoffice help environment',
    ]),
  );
  program.addCommand(serveCommand());
  program.addCommand(seedCommand());
  program.addCommand(loginCommand());
  program.addCommand(logoutCommand());
  program.addCommand(whoamiCommand());
  program.addCommand(authCommand());
  program.addCommand(configCommand());
  program.addCommand(notifyCommand());
  program.addCommand(membersCommand());
  program.addCommand(productsCommand());
  program.addCommand(auditCommand());
  program.addCommand(tokensCommand());
  program.addCommand(sessionsCommand());
  program.addCommand(adminsCommand());
  program.addCommand(helpCommand());
  program.addCommand(completionCommand());
  program.addCommand(
    new Command('version')
      .description('Print the version of backoffice and of Node.js')
      .addHelpText('after', examples(['backoffice version', 'backoffice --version']))
      .action(() => {
        process.stdout.write(`backoffice ${packageVersion()} (Node.js ${process.version})\n`);
      }),
  );
  // Added commands do not inherit these settings, so each gets them: commander throws instead of exiting,
  // and main() maps its errors to the exit codes of `backoffice help exit-codes`.
  // Parser errors read like every other error of the CLI: `backoffice: unknown option '--bogus'`.
  // Help and errors fit the terminal: broken at spaces, never mid-word (lib/wrap.ts); piped, they are unchanged.
  const columns = (stream: NodeJS.WriteStream) => (stream.isTTY ? stream.columns : undefined);
  const outputError = (text: string, write: (s: string) => void) =>
    write(wrapForTerminal(text.replace(/^error: /, 'backoffice: '), columns(process.stderr)));
  const writeOut = (text: string) => process.stdout.write(wrapForTerminal(text, columns(process.stdout)));
  const writeErr = (text: string) => process.stderr.write(wrapForTerminal(text, columns(process.stderr)));
  // commander lays out help (options and their descriptions in two aligned columns, wrapped at spaces) one
  // column short of the edge, as lib/wrap.ts does, so that wrapForTerminal never breaks its lines again (a
  // broken line lost its alignment: the gap after `--timeout <seconds>`). Piped, COLUMNS if set, else 80.
  const helpWidth = (stream: NodeJS.WriteStream) => {
    const n = columns(stream) ?? Number(process.env.COLUMNS);
    return n >= 20 ? n - 1 : HELP_WIDTH;
  };
  // Refusals of a missing scope name the command and every scope it needs (lib/command-scopes.ts).
  program.hook('preAction', (_program, action) => {
    const names: string[] = [];
    for (let c: Command | null = action; c && c !== program; c = c.parent) names.unshift(c.name());
    setRunningCommand(names.join(' '));
  });
  eachCommand(program, (c) =>
    c
      .exitOverride()
      .showHelpAfterError('(run with --help for usage)')
      // Descriptions wrap beside their options down to 20 columns of text (commander's 40 left them unwrapped
      // at 60 columns, to be broken under the option names).
      .configureHelp({ showGlobalOptions: true, minWidthToWrap: 20, formatHelp: globalOptionsLast })
      .configureOutput({
        outputError,
        writeOut,
        writeErr,
        getOutHelpWidth: () => helpWidth(process.stdout),
        getErrHelpWidth: () => helpWidth(process.stderr),
      }),
  );
  return program;
}

/**
 * A command's help with its Global Options last: a group's (`backoffice admins --help`) lists its Commands
 * first, what it is for, then the options every command takes. Sections are separated by a blank line.
 */
function globalOptionsLast(cmd: Command, helper: Help): string {
  const sections = Help.prototype.formatHelp.call(helper, cmd, helper).split('\n\n');
  const i = sections.findIndex((s) => s.startsWith('Global Options:'));
  if (i < 0 || i === sections.length - 1) return sections.join('\n\n');
  const [global] = sections.splice(i, 1);
  const last = sections.length - 1;
  // The help ends with a newline: the block moved keeps the last one.
  sections[last] = sections[last]!.replace(/\n$/, '');
  return `${sections.join('\n\n')}\n\n${global!.replace(/\n?$/, '\n')}`;
}

/** Exit code for a commander error: 0 for --help and --version, 2 (usage) for bad flags, arguments or commands. */
export function commanderExitCode(err: CommanderError): number {
  if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') return EXIT.ok;
  if (err.code === 'commander.help') return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  return EXIT.usage;
}

/**
 * A closed reader of stdout (`backoffice members list --json | head -n 1`) ends the command quietly with
 * the exit code so far (0), as a Unix filter should; a closed stderr is ignored.
 */
export function handleClosedPipes(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok);
  });
  process.stderr.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
}

/** Runs the program on argv; answers the exit code (commands set process.exitCode themselves). */
export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) return commanderExitCode(err); // commander has printed the message
    process.stderr.write(`backoffice: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.error;
  }
}

const isMain = (() => {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href;
  } catch {
    return false;
  }
})();

if (isMain) {
  handleClosedPipes();
  void main(process.argv).then((code) => {
    process.exitCode = code;
  });
}
