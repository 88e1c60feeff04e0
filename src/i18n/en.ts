// Every namespace of the English dictionary as one table, for Node code (the tests; the browser loads
// the parts it shows, src/i18n/index.ts): the frame's, the command palette's each screen's (src/screens/manifest.ts) and each page's (src/screens/pages.ts).
import { screenTexts } from '../screens/derive.js';
import { PAGES } from '../screens/pages.js';
import { wholeDictionary } from './index.js';

export default await wholeDictionary('en', screenTexts(PAGES));
