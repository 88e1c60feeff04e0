// Vitest setup (unit and e2e projects): both dictionaries loaded before a test file runs, so the tests'
// synchronous translate('it'|'en', …) reads the texts the elements show (the browser loads only the
// page's language, on demand: src/i18n/index.ts).
import { LANGUAGES, loadLanguage } from '../../src/i18n/index.js';

await Promise.all(LANGUAGES.map(loadLanguage));
