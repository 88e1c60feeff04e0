// Which build renders the elements behind the wrappers (a module of its own so unit tests can replace it):
// - React 19 hosts: the elements of this entry's own build, which keeps react and react-dom external, so the
//   panels render with the page's React and the page loads no second copy; every tag is defined at import.
// - React 18 hosts: the package's main entry (`directory-backoffice`), which bundles the React 19 the panels
//   need; it is imported on demand, so its tags are defined a moment later (the wrappers set properties
//   through a ref, and an element takes over properties set before its definition).
// `configure`, `signOut` and `refresh` go to whichever build is in use.
import { version } from 'react';
import * as own from '../elements/configure.js';
import { defineAll, load } from '../elements/lazy.js';

type Api = Pick<typeof own, 'configure' | 'signOut' | 'refresh'>;

/** True when the panels render with the page's React (React 19 or later). */
export const usesHostReact = Number.parseInt(version, 10) >= 19;

let api: Promise<Api>;
if (usesHostReact) {
  defineAll();
  own.registerGlobal({ load });
  api = Promise.resolve(own);
} else {
  api = import('directory-backoffice');
}

/** `BackOffice.configure()` of the build in use (applied before any panel of the React 18 build loads). */
export function configure(options: Parameters<Api['configure']>[0]): void {
  if (usesHostReact) own.configure(options);
  else void api.then((m) => m.configure(options));
}
export const signOut: Api['signOut'] = () => api.then((m) => m.signOut());
export const refresh: Api['refresh'] = () => api.then((m) => m.refresh());
