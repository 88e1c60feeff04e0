import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { notifyListCommand } from './list.js';
import { notifySendCommand } from './send.js';

export const notifyCommand = () =>
  new Command('notify')
    .description('Notifications to members and companies: send them, and the history of sends')
    .addCommand(notifySendCommand())
    .addCommand(notifyListCommand())
    .addHelpText(
      'after',
      examples([
        "backoffice notify send --title 'Maintenance' --message 'Down at 22:00' --target all --country IT --dry-run",
        'backoffice notify send --file campaign.csv --yes',
        'backoffice notify list --limit 20',
      ]),
    );
