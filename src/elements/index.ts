export type * from './events.js';
import { configure, refresh, registerGlobal, signOut } from './configure.js';
import { defineAll, load } from './lazy.js';

// Exactly the documented API (docs/integrating.md, Install; tests/unit/build/public-api.test.ts).
export { configure, load, refresh, signOut };
export type { BackOfficeConfig } from './configure.js';

// Every tag is defined the moment this module runs, by a light class that owns the documented properties
// (so a framework sets `token` and `getToken` as properties); a tag's chunk loads when one is used.
defineAll();
registerGlobal({ load });
