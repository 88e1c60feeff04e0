/**
 * `directory-backoffice/react`: one React component per element, for React 18 and 19. React comes from the
 * host (a peer dependency, external in the build); on React 19 the panels render with it too (see
 * define-elements.ts), and `configure`, `signOut`, `refresh` are exported for that build. Documented properties (`token`, `getToken`, …) are set
 * as properties through a ref, never as attributes; the element's events are `on…` props
 * (`admin-member-disabled` → `onMemberDisabled`). The typings are generated (scripts/manifest/jsx.ts).
 */
// Exactly the documented API (docs/integrating.md, Install; tests/unit/build/public-api.test.ts): the components,
// `configure`, `signOut`, `refresh` and `usesHostReact`.
export { configure, refresh, signOut, usesHostReact } from './define-elements.js';
// One export per tag, generated from the screens' specs (src/screens/manifest.ts) by the build.
export * from './components.js';
