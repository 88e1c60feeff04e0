import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { membersBlockCommand } from './block.js';
import { membersDisableCommand } from './disable.js';
import { membersEnableCommand } from './enable.js';
import { membersListCommand } from './list.js';
import { membersShowCommand } from './show.js';

export const membersCommand = () =>
  new Command('members')
    .description('List, show, enable and disable members; block a pending account (owners)')
    .addCommand(membersListCommand())
    .addCommand(membersShowCommand())
    .addCommand(membersEnableCommand())
    .addCommand(membersDisableCommand())
    .addCommand(membersBlockCommand())
    .addHelpText(
      'after',
      examples([
        'backoffice members list --country IT',
        'backoffice members show 42',
        'backoffice members disable 42 57 --dry-run',
        'backoffice members list --all --json --country ES | backoffice members disable --file - --yes',
      ]),
    );
