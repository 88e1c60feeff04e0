import { Command } from 'commander';
import { examples, runAction } from '../../lib/command.js';
import { configPath, removeProfile } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { writeLine } from '../../lib/output.js';

export interface LogoutOptions {
  profile?: string;
}

/** Forgets the stored session of a profile. */
export async function run(opts: LogoutOptions, io: Io): Promise<number> {
  const profile = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const existed = await removeProfile(io.env, profile);
  writeLine(io.stderr, existed ? `Signed out of profile "${profile}" (removed from ${configPath(io.env)}).` : `No stored session for profile "${profile}".`);
  if (io.env.BACKOFFICE_TOKEN) writeLine(io.stderr, 'Note: BACKOFFICE_TOKEN is set in the environment and still applies.');
  return EXIT.ok;
}

export function logoutCommand(): Command {
  return new Command('logout')
    .description('Forget the stored session of a profile')
    .option('--profile <name>', 'profile to sign out of (default: "default")')
    .addHelpText('after', examples(['backoffice logout', 'backoffice logout --profile staging']))
    .action((_opts: LogoutOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<LogoutOptions>(), io)));
}
