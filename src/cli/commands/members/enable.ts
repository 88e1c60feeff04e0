import type { Command } from 'commander';
import type { Io } from '../../lib/io.js';
import { runToggle, toggleCommand, type ToggleOptions } from './toggle.js';

export type EnableOptions = ToggleOptions & { ids?: string[] };

/** Enables the given members (ids in opts.ids or from opts.file). */
export const run = (opts: EnableOptions, io: Io) => runToggle('enable', opts.ids ?? [], opts, io);
export const membersEnableCommand = (): Command => toggleCommand('enable');
