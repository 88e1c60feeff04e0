import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { tokensCreateCommand } from './create.js';
import { tokensListCommand } from './list.js';
import { tokensRevokeCommand } from './revoke.js';

export const tokensCommand = () =>
  new Command('tokens')
    .description('API tokens for automation: create (shown once), list, revoke; a signed-in session only')
    .addCommand(tokensCreateCommand())
    .addCommand(tokensListCommand())
    .addCommand(tokensRevokeCommand())
    .addHelpText(
      'after',
      examples([
        'backoffice tokens create --name nightly --scope notifications:send --expires 90d',
        'backoffice tokens list',
        'backoffice tokens revoke 12',
      ]),
    );
