import { Command } from 'commander';
import { auditListCommand } from './list.js';

export const auditCommand = () =>
  new Command('audit').description('The audit trail: who changed what, and when').addCommand(auditListCommand());
