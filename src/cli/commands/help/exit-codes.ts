import { Command } from 'commander';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { writeLine } from '../../lib/output.js';
import { reportError } from '../../lib/command.js';
import { processIo } from '../../lib/io.js';

export const EXIT_CODES_TEXT = `Exit codes of backoffice:
  0    ok: everything succeeded (skipped items count as ok)
  1    error: the command failed (server unreachable or timed out, unexpected answer, cancelled)
  2    usage: bad flags, commands or input; invalid CSV/NDJSON rows are listed with line numbers and nothing is sent;
       also a bulk command without --yes when not interactive
  3    partial failure: some items of a bulk run failed; the results file lists them, --resume retries them
  4    auth: not signed in, token refused, the account lacks the IamGOD capability, or the profile's
       token belongs to another server than the one asked for
  130  interrupted (Ctrl-C): items in flight finished, results written; the hint shows the --resume command
       (audit list: stops after the complete lines printed so far)`;

export const HELP_TOPICS = { 'exit-codes': EXIT_CODES_TEXT } as const;

/** `help exit-codes` prints a topic; `help <command...>` prints that command's help. */
export async function run(opts: { topic: string[]; program?: Command }, io: Io): Promise<number> {
  const [first, ...rest] = opts.topic;
  if (first && first in HELP_TOPICS) {
    writeLine(io.stdout, HELP_TOPICS[first as keyof typeof HELP_TOPICS]);
    return EXIT.ok;
  }
  let cmd = opts.program;
  for (const name of [first, ...rest].filter((n): n is string => !!n)) {
    const sub: Command | undefined = cmd?.commands.find((c) => c.name() === name || c.aliases().includes(name));
    if (!sub) throw usageError(`No command or help topic "${opts.topic.join(' ')}". Topics: ${Object.keys(HELP_TOPICS).join(', ')}.`);
    cmd = sub;
  }
  if (cmd) io.stdout.write(cmd.helpInformation());
  if (!first) writeLine(io.stdout, `Help topics: ${Object.keys(HELP_TOPICS).map((t) => `backoffice help ${t}`).join(', ')}`);
  return EXIT.ok;
}

export function helpCommand(): Command {
  const cmd: Command = new Command('help')
    .description('Show help for a command, or a topic: exit-codes')
    .argument('[topic...]', 'a command path (e.g. "members disable") or a topic (exit-codes)')
    .addHelpText('after', '\nExamples:\n  backoffice help exit-codes\n  backoffice help notify send\n')
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
