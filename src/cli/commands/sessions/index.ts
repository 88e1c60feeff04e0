import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { sessionsListCommand } from './list.js';
import { sessionsRevokeCommand } from './revoke.js';

export const sessionsCommand = () =>
  new Command('sessions')
    .description("Your sign-ins (and, for owners, an administrator's): list them, end one or every other")
    .addCommand(sessionsListCommand())
    .addCommand(sessionsRevokeCommand())
    .addHelpText('after', examples(['backoffice sessions list', 'backoffice sessions revoke --all-others --yes']));
