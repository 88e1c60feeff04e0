// A screen that exists only in the tests: its spec is all there is (manifest.test.ts, define-all.test.ts).
import { SCREENS } from '../../../src/screens/manifest.js';
import { SEARCH, statePrefix } from '../../../src/screens/props.js';
import type { ScreenSpec } from '../../../src/screens/types.js';

export const REPORTS: ScreenSpec = {
  id: 'reports',
  load: async () => () => null,
  namespaces: ['reports'],
  texts: {
    namespace: 'reports',
    it: async () => ({ default: { title: 'Rapporti' } }),
    en: async () => ({ default: { title: 'Reports' } }),
  },
  element: {
    tag: 'admin-reports',
    summary: 'Monthly reports.',
    props: { statePrefix: statePrefix('r.'), search: SEARCH },
    events: ['admin-navigate'],
  },
  routes: [{ path: '/reports', title: 'reports', protected: true, detail: true }],
  nav: { label: 'shell.nav.reports', icon: 'activity', capability: 'IamGOD', order: 7 },
};
/** The package's screens and that one. */
export const FIXTURE: readonly ScreenSpec[] = [...SCREENS, REPORTS];
