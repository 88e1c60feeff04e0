// Entry of the single-file builds (`<script type="module" src=".../all.js">`, all.classic.js): every element of the
// screens' specs is defined at once (src/screens/manifest.ts) and `window.BackOffice` is registered. The build
// has no chunks: each tag's code is part of this file, run when the tag is first used. It exports what the lazy
// entry does (src/elements/index.ts; the declarations are shared), and nothing else.
import { configure, refresh, registerGlobal, signOut } from './configure.js';
import { defineAll, load } from './lazy.js';

defineAll();
registerGlobal({ load });

export { configure, load, refresh, signOut };
