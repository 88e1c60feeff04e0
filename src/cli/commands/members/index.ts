import { Command } from 'commander';
import { membersDisableCommand } from './disable.js';
import { membersEnableCommand } from './enable.js';
import { membersListCommand } from './list.js';

export const membersCommand = () =>
  new Command('members')
    .description('List, enable and disable members')
    .addCommand(membersListCommand())
    .addCommand(membersEnableCommand())
    .addCommand(membersDisableCommand());
