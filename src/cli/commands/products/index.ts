import { Command } from 'commander';
import { examples } from '../../lib/command.js';
import { productsRestoreCommand } from './restore.js';

export const productsCommand = () =>
  new Command('products')
    .description('Products of the directory: restore deleted ones')
    .addCommand(productsRestoreCommand())
    .addHelpText('after', examples(['backoffice products restore 812 813 --dry-run', 'backoffice products restore --file ids.txt --yes']));
