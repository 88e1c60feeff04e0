// The namespaces of the frame every panel has (buttons and errors, lists, the shell, the inline sign-in):
// one chunk, loaded with every panel (src/i18n/index.ts `FRAME_NAMESPACES`).
import auth from './auth.js';
import common from './common.js';
import errors from './errors.js';
import list from './list.js';
import shell from './shell.js';

export default { common, errors, list, shell, auth };
