/**
 * `directory-backoffice/react18`: what a React 18 portal imports once, beside `directory-backoffice/react`. The
 * panels need React 19; on React 18 the components render the package's own build (React 19 inside), which
 * this entry loads when the first panel renders. A React 19 portal does not import it, so its bundler never
 * emits that build (issue 36: 105 files a React 19 portal could not load).
 */
import { registerReact18Build } from './fallback.js';

registerReact18Build(() => import('directory-backoffice'));
