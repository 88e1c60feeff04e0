import { Command } from 'commander';
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';
import { serveCommand } from './commands/server/serve.js';
import { seedCommand } from './commands/server/seed.js';
import { loginCommand } from './commands/auth/login.js';
import { logoutCommand } from './commands/auth/logout.js';
import { whoamiCommand } from './commands/auth/whoami.js';
import { notifyCommand } from './commands/notify/send.js';
import { membersCommand } from './commands/members/index.js';
import { helpCommand } from './commands/help/exit-codes.js';

/** Builds the `backoffice` program. Each command lives in commands/<noun>/<verb>.ts. */
export function buildProgram(): Command {
  const program = new Command('backoffice')
    .description('Back-office for the local-business directory: reference API server and operator tools.')
    .version('0.1.0')
    .showHelpAfterError('(run with --help for usage)');
  program.addCommand(serveCommand());
  program.addCommand(seedCommand());
  program.addCommand(loginCommand());
  program.addCommand(logoutCommand());
  program.addCommand(whoamiCommand());
  program.addCommand(notifyCommand());
  program.addCommand(membersCommand());
  program.addCommand(helpCommand());
  return program;
}

const isMain = (() => {
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href;
  } catch {
    return false;
  }
})();

if (isMain) {
  buildProgram()
    .parseAsync(process.argv)
    .catch((err: unknown) => {
      process.stderr.write(`backoffice: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    });
}
