import { Command } from 'commander';
import { notifyListCommand } from './list.js';
import { notifySendCommand } from './send.js';

export const notifyCommand = () =>
  new Command('notify')
    .description('Notifications to members and companies: send them, and the history of sends')
    .addCommand(notifySendCommand())
    .addCommand(notifyListCommand());
