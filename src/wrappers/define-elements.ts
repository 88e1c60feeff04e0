// Which build renders the elements behind the wrappers (a module of its own so unit tests can replace it):
// - React 19 hosts: the elements of this entry's own build, which keeps react and react-dom external, so the
//   panels render with the page's React and the page loads no second copy; every tag is defined at import.
// - React 18 hosts: the package's main entry (`directory-backoffice`), which bundles the React 19 the panels
//   need; `directory-backoffice/react18` registers it (a React 19 portal's bundler never sees it) and it is
//   imported on demand, so its tags are defined a moment later (the wrappers set properties
//   through a ref, and an element takes over properties set before its definition).
// `configure`, `signOut` and `refresh` go to whichever build is in use.
import { version } from 'react';
import * as own from '../elements/configure.js';
import { defineAll, load } from '../elements/lazy.js';
import { react18Build } from './fallback.js';

type Api = Pick<typeof own, 'configure' | 'signOut' | 'refresh'>;

/** True when the panels render with the page's React (React 19 or later). */
export const usesHostReact = Number.parseInt(version, 10) >= 19;

let api: Promise<Api>;
if (usesHostReact) {
  defineAll();
  own.registerGlobal({ load });
  api = Promise.resolve(own);
} else {
  // React 18: the package's own build, which `directory-backoffice/react18` (imported once by the page) registers;
  // asked for after this module graph has run, so the import's place among the page's imports does not matter.
  api = Promise.resolve().then(() => {
    const load = react18Build();
    if (load) return load() as Promise<Api>;
    const message =
      `directory-backoffice/react: this page runs React ${version}; the panels need React 19, which the package's own build ` +
      `brings. Add import 'directory-backoffice/react18'; once (e.g. in main.tsx).`;
    console.error(message);
    throw new Error(message);
  });
  api.catch(() => {});
}

/**
 * `BackOffice.configure()`: page-wide (the page's registry of builds, elements/configure.ts), so it reaches the
 * React 18 build too, also when that build loads later.
 */
export function configure(options: Parameters<Api['configure']>[0]): void {
  own.configure(options);
}
export const signOut: Api['signOut'] = () => api.then((m) => m.signOut());
export const refresh: Api['refresh'] = () => api.then((m) => m.refresh());
