import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { notifyListCommand } from './list.js';
import { notifySendCommand } from './send.js';
import { notifyCancelCommand } from './cancel.js';
import { notifyShowCommand } from './show.js';

export const notifyCommand = () =>
  new Command('notify')
    .description('Notifications to members and companies: send or schedule them, the history of sends, cancel one')
    .addCommand(notifySendCommand())
    .addCommand(notifyListCommand())
    .addCommand(notifyShowCommand())
    .addCommand(notifyCancelCommand())
    .addHelpText(
      'after',
      examples([
        "backoffice notify send --title 'Maintenance' --message 'Down at 22:00' --target all --country IT --dry-run",
        'backoffice notify send --file campaign.csv --yes',
        "backoffice notify send --title 'Maintenance' --message 'Down at 22:00' --target all --at 2026-12-01T09:00 --yes",
        "backoffice notify send --title 'Maintenance' --message 'Down at 22:00' --test",
        'backoffice notify list --limit 20',
        'backoffice notify show 42 --watch',
        'backoffice notify cancel 42',
      ]),
    );
