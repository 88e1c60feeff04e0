import type { Command } from 'commander';
import type { Io } from '../../lib/io.js';
import { runToggle, toggleCommand, type ToggleOptions } from './toggle.js';

export type DisableOptions = ToggleOptions & { ids?: string[] };

/** Disables the given members (ids in opts.ids or from opts.file). */
export const run = (opts: DisableOptions, io: Io) => runToggle('disable', opts.ids ?? [], opts, io);
export const membersDisableCommand = (): Command => toggleCommand('disable');
