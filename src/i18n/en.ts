// Every namespace of the English dictionary as one table, for Node code (the tests; the browser loads
// the parts it shows, src/i18n/index.ts): the frame's, the command palette's and each screen's (src/screens/manifest.ts).
import { wholeDictionary } from './index.js';

export default await wholeDictionary('en');
