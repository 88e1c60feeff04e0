// Entry of the single-file builds (`<script type="module" src=".../all.js">`, all.classic.js): every element of the
// screens' specs is defined at once (src/screens/manifest.ts) and `window.BackOffice` is registered. The build
// has no chunks: each tag's code is part of this file, run when the tag is first used.
import { configure, refresh, registerGlobal, signOut } from './configure.js';
import { defineAll } from './lazy.js';

defineAll();
registerGlobal();

export { configure, refresh, signOut };
