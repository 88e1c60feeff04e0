import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { changeCommand } from './change.js';
import { adminsListCommand } from './list.js';

export const adminsCommand = () =>
  new Command('admins')
    .description('Owners only: the administrators, their rights (administrator, owner), enabling and disabling them')
    .addCommand(adminsListCommand())
    .addCommand(changeCommand('grant'))
    .addCommand(changeCommand('revoke'))
    .addCommand(changeCommand('disable'))
    .addCommand(changeCommand('enable'))
    .addCommand(
      new Command('owner')
        .description('Grant or revoke the owner right (owners only)')
        .addCommand(changeCommand('owner grant'))
        .addCommand(changeCommand('owner revoke'))
        .addHelpText('after', examples(['backoffice admins owner grant 42', 'backoffice admins owner revoke 42 --yes'])),
    )
    .addHelpText(
      'after',
      examples([
        'backoffice admins list',
        'backoffice admins grant 42',
        'backoffice admins disable 42 --yes',
        'backoffice admins owner grant 42',
      ]),
    );
