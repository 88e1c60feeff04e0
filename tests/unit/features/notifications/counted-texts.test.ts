import { describe, expect, it } from 'vitest';
import { translate } from '../../../../src/i18n/index.js';
import { N, SCHEDULE_COUNTED } from './counted-texts.js';

describe('counted texts of scheduling, queueing and cancelling (Intl.PluralRules)', () => {
  for (const lang of ['it', 'en'] as const)
    it.each(SCHEDULE_COUNTED)(`${lang}: $key reads right for n = 0, 1, 2, 72`, ({ key, params, ...expected }) => {
      expect(N.map((count) => translate(lang, key, { ...params, count }))).toEqual(expected[lang]);
    });
});
