import { Command } from 'commander';
import { productsRestoreCommand } from './restore.js';

export const productsCommand = () =>
  new Command('products').description('Products of the directory: restore deleted ones').addCommand(productsRestoreCommand());
