import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { auditListCommand } from './list.js';

export const auditCommand = () =>
  new Command('audit')
    .description('The audit trail: who changed what, and when')
    .addCommand(auditListCommand())
    .addHelpText('after', examples(['backoffice audit list --since 24h', 'backoffice audit list --target member:42 --json']));
