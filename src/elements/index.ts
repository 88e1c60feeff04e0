export type * from './events.js';
import { configure, refresh, registerGlobal, signOut } from './configure.js';
import { defineAll, load, loaders } from './lazy.js';

export { configure, load, loaders, refresh, signOut };
export type { BackOfficeConfig } from './configure.js';

// Every tag is defined the moment this module runs, by a light class that owns the documented properties
// (so a framework sets `token` and `getToken` as properties); a tag's chunk loads when one is used.
defineAll();
registerGlobal({ load });
