// Entry of the single-file build per tag (`dist/elements/tags/<tag>.js`, the package's `./tags/<tag>` export):
// one ES module that defines only its tag, with everything the panel needs inlined (React, the screen, its
// dictionaries and styles), for a page that shows one panel: one request instead of the lazy entry's graph.
// The build sets `__BACKOFFICE_TAG__` and leaves out every other screen (scripts/manifest/one-tag.ts). It
// exports what the other entries do (docs/integrating.md).
import { elementScreens } from '../screens/derive.js';
import { SCREENS } from '../screens/manifest.js';
import { configure, refresh, registerGlobal, signOut } from './configure.js';
import { defineAll, load } from './lazy.js';

declare const __BACKOFFICE_TAG__: string;

defineAll(elementScreens(SCREENS).filter((s) => s.element.tag === __BACKOFFICE_TAG__));
registerGlobal({ load });

export { configure, load, refresh, signOut };
