// Issue 33, item 2: the sign-in screen says what a lock means and how to get in now, in both languages, with
// the minutes the answer gives (its body's retryAfter: a page on another origin cannot read Retry-After).
import { describe, expect, it } from 'vitest';
import { errorFor } from '../../../src/api/errors.js';
import { translate, type Lang } from '../../../src/i18n/index.js';
import { translateError } from '../../../src/state/error-text.js';

const tr = (lang: Lang) => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
const locked = (retryAfter?: number) =>
  errorFor(429, 'Too many failed sign-ins: this account is locked for new devices for 7 more minutes.', {
    statusCode: 429,
    code: 'account_locked',
    message: 'Too many failed sign-ins: this account is locked for new devices for 7 more minutes.',
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

describe('429 account_locked on the sign-in screen', () => {
  it('says in Italian how to get in now: a known browser or CLI profile, the minutes to wait, or a reset', () => {
    const text = translateError(tr('it'), locked(401));
    expect(text).toContain('bloccato per i dispositivi nuovi');
    expect(text).toContain('browser o da un profilo della CLI che hai già usato');
    expect(text).toContain('attendi 7 min');
    expect(text).toContain('“Password dimenticata?”');
  });

  it('and in English', () => {
    const text = translateError(tr('en'), locked(60));
    expect(text).toContain('locked for new devices');
    expect(text).toContain('browser or CLI profile you used before');
    expect(text).toContain('wait 1 min');
    expect(text).toContain('“Forgot password?”');
  });

  it('without the seconds in the answer, the length of a lock', () => {
    expect(translateError(tr('en'), locked())).toContain('wait 15 min');
  });
});
