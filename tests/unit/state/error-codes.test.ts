import { describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/api/auth.js';
import { createClient } from '../../../src/api/client.js';
import { ERROR_CODES } from '../../../src/api/contract/constants.js';
import {
  ApiError,
  InvalidTokenError,
  MissingCapabilityError,
  NetworkError,
  ValidationError,
  errorCodeOf,
  errorFieldOf,
  errorFor,
} from '../../../src/api/errors.js';
import { categoryFieldOf, isExistsError } from '../../../src/features/categories/category-form.js';
import { composerFieldOf, fieldsTouchedBy } from '../../../src/features/notifications/form-state.js';
import { profileFieldOf } from '../../../src/features/profile/profile-update.js';
import enErrors from '../../../src/i18n/en/errors.js';
import { translate, type Lang } from '../../../src/i18n/index.js';
import itErrors from '../../../src/i18n/it/errors.js';
import { codeText, fieldErrorOf, fieldErrorText, fieldRuleOf, translateError } from '../../../src/state/error-text.js';
import { passwordFieldOf } from '../../../src/ui/account/password-rules.js';

const tr = (lang: Lang) => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
const it_ = tr('it');
const en = tr('en');
/** An error as the client builds it from an answer `{ statusCode, code, message, field? }`. */
const answer = (status: number, code: string, message: string, field?: string) =>
  errorFor(status, message, { statusCode: status, code, message, ...(field ? { field } : {}) });

describe('texts of the error codes', () => {
  it('every code of ERROR_CODES has a non-empty text in Italian and in English, and no text is for an unknown code', () => {
    for (const [name, dict] of [
      ['it', itErrors],
      ['en', enErrors],
    ] as const) {
      const codes = dict.codes as Record<string, string>;
      for (const code of ERROR_CODES) {
        expect(typeof codes[code], `${name}: ${code}`).toBe('string');
        expect(codes[code]!.trim().length, `${name}: ${code}`).toBeGreaterThan(0);
      }
      expect(
        Object.keys(codes).filter((c) => !(ERROR_CODES as readonly string[]).includes(c)),
        name,
      ).toEqual([]);
    }
  });

  it('every code translates through the errors namespace (never the key itself), in its own language', () => {
    for (const code of ERROR_CODES) {
      const itText = codeText(it_, code);
      const enText = codeText(en, code);
      expect(itText, code).toBeTruthy();
      expect(enText, code).toBeTruthy();
      expect(itText).not.toContain('errors.');
      // Italian texts are Italian: only the ones that are the same words in both languages may match.
      expect(itText === enText, code).toBe(false);
    }
    expect(codeText(it_, 'no_such_code')).toBeNull();
    expect(codeText(it_, undefined)).toBeNull();
  });

  it('every field rule has a text in both languages', () => {
    expect(Object.keys(itErrors.fieldRules).sort()).toEqual(Object.keys(enErrors.fieldRules).sort());
    for (const v of [...Object.values(itErrors.fieldRules), ...Object.values(enErrors.fieldRules)]) expect(v.trim()).not.toBe('');
  });
});

describe('ApiError code and field', () => {
  it('reads code and field from the answer body', () => {
    const e = answer(409, 'username_taken', 'This username is already taken', 'username');
    expect(e.code).toBe('username_taken');
    expect(e.field).toBe('username');
    expect(errorCodeOf(e)).toBe('username_taken');
    expect(errorFieldOf(e)).toBe('username');
    const bare = new ApiError('x', 409);
    expect(bare.code).toBeUndefined();
    expect(bare.field).toBeUndefined();
    expect(new NetworkError('down').code).toBeUndefined();
  });

  it('reads them from an error of another bundle (plain object with name and body)', () => {
    const foreign = { name: 'ApiError', message: 'm', status: 409, body: { code: 'recipient_disabled', field: 'memberId' } };
    expect(errorCodeOf(foreign)).toBe('recipient_disabled');
    expect(errorFieldOf(foreign)).toBe('memberId');
    expect(errorCodeOf(new Error('plain'))).toBeUndefined();
    expect(errorCodeOf({ code: 'ECONNREFUSED' })).toBeUndefined(); // not an API error
  });

  it('types session errors by code, and still by the messages of spec section 8', () => {
    expect(answer(401, 'invalid_token', 'whatever')).toBeInstanceOf(InvalidTokenError);
    expect(answer(401, 'capabilities_required', 'whatever')).toBeInstanceOf(MissingCapabilityError);
    expect(errorFor(401, 'invalid token')).toBeInstanceOf(InvalidTokenError);
    expect(errorFor(401, 'IamGOD capabilities required')).toBeInstanceOf(MissingCapabilityError);
    expect(answer(401, 'invalid_credentials', 'Invalid email or password')).not.toBeInstanceOf(InvalidTokenError);
    expect(answer(400, 'validation_failed', 'title: title is required', 'title')).toBeInstanceOf(ValidationError);
  });
});

describe('translateError', () => {
  it('translates by code, in Italian and in English', () => {
    const e = answer(409, 'admin_cannot_be_disabled', 'An administrator cannot be disabled');
    expect(translateError(it_, e)).toBe('Un amministratore non può essere disabilitato');
    expect(translateError(en, e)).toBe('An administrator cannot be disabled');
    expect(translateError(it_, answer(409, 'recipient_disabled', 'The member is disabled', 'memberId'))).toBe(
      itErrors.codes.recipient_disabled,
    );
    expect(translateError(it_, answer(401, 'invalid_credentials', 'Invalid email or password'))).toBe('Email o password non validi');
    expect(translateError(it_, answer(429, 'rate_limited', 'Too many login attempts'))).toBe(itErrors.codes.rate_limited);
  });

  it('keeps spec section 8: error.KEY for (...) is parsed and translated with its values, code or not', () => {
    const message = 'error.memberAlreadyDisabled for (member: mrossi, date: 2025-01-02, creator: admin)';
    const expected = 'Il membro mrossi è già disabilitato (dal 2025-01-02, da admin)';
    expect(translateError(it_, new ApiError(message, 409))).toBe(expected);
    expect(translateError(it_, answer(409, 'conflict', message))).toBe(expected);
    // An unknown key: the raw message without a code, the code's text with one.
    expect(translateError(it_, new ApiError('error.nope for (x)', 409))).toBe('error.nope for (x)');
    expect(translateError(it_, answer(409, 'conflict', 'error.nope for (x)'))).toBe(itErrors.codes.conflict);
  });

  it('5xx keeps the translated server-error text (a known 5xx code has its own text); network errors theirs', () => {
    expect(translateError(it_, new ApiError('Internal: stack trace', 500))).toBe(itErrors.server);
    expect(translateError(it_, answer(500, 'server_error', 'boom'))).toBe(itErrors.codes.server_error);
    expect(translateError(it_, answer(503, 'server_busy', 'busy'))).toBe(itErrors.codes.server_busy);
    expect(translateError(it_, answer(502, 'made_up', 'proxy'))).toBe(itErrors.server);
    expect(translateError(en, new NetworkError('fetch failed'))).toBe(enErrors.network);
  });

  it('falls back to the behaviour before codes: known messages, bare keys, then the raw message', () => {
    expect(translateError(it_, new ApiError('The category already exists', 409))).toBe('La categoria esiste già');
    expect(translateError(it_, new ApiError('passwordsDoNotMatch', 400))).toBe(itErrors.passwordsDoNotMatch);
    expect(translateError(it_, new ApiError('Injected failure', 409))).toBe('Injected failure');
    expect(translateError(it_, answer(409, 'not_a_known_code', 'Server words'))).toBe('Server words');
    expect(translateError(it_, new ApiError('', 400))).toBe(itErrors.generic);
  });
});

describe('field errors', () => {
  it('maps the server field to the form field, with the translated text', () => {
    const taken = answer(409, 'username_taken', 'This username is already taken', 'username');
    expect(fieldErrorOf(it_, taken, profileFieldOf)).toEqual({
      key: 'username',
      text: 'Questo nome utente è già in uso: scegline un altro',
    });
    expect(fieldErrorOf(en, taken, profileFieldOf)).toEqual({
      key: 'username',
      text: 'This username is already taken: choose another one',
    });
    expect(fieldErrorOf(it_, answer(400, 'control_characters', 'firstName: must not contain…', 'firstName'), profileFieldOf)).toEqual({
      key: 'firstName',
      text: itErrors.codes.control_characters,
    });
    expect(fieldErrorOf(it_, answer(400, 'username_mixed_script', 'username: must not mix', 'username'), profileFieldOf)?.text).toBe(
      itErrors.codes.username_mixed_script,
    );
  });

  it('says what the field accepts when the value was refused without a precise code', () => {
    const e = answer(400, 'validation_failed', 'username: username may contain letters…', 'username');
    expect(fieldErrorText(it_, e)).toBe(itErrors.fieldRules.username);
    expect(fieldErrorOf(en, e, profileFieldOf)).toEqual({ key: 'username', text: enErrors.fieldRules.username });
    expect(fieldRuleOf('translations.1.name')).toBe('categoryName');
    expect(fieldRuleOf('somethingElse')).toBeUndefined();
    // A field without a rule: the code's text.
    expect(fieldErrorText(it_, answer(400, 'validation_failed', 'x: bad', 'x'))).toBe(itErrors.codes.validation_failed);
  });

  it('leaves to the toast what the form does not show, 5xx, network and session errors', () => {
    expect(fieldErrorOf(it_, answer(400, 'validation_failed', 'email: bad', 'email'), profileFieldOf)).toBeNull();
    expect(fieldErrorOf(it_, answer(409, 'conflict', 'no field'), profileFieldOf)).toBeNull();
    expect(fieldErrorOf(it_, new ApiError('username is taken', 400), profileFieldOf)).toBeNull(); // no field, no code
    expect(fieldErrorOf(it_, answer(500, 'server_error', 'x', 'username'), profileFieldOf)).toBeNull();
    expect(fieldErrorOf(it_, new NetworkError('down'), () => 'username')).toBeNull();
    expect(fieldErrorOf(it_, answer(401, 'invalid_token', 'invalid token'), () => 'username')).toBeNull();
  });

  it('change password: a wrong current password goes next to the current password', () => {
    const e = answer(400, 'wrong_current_password', 'wrong current password', 'oldPassword');
    expect(fieldErrorOf(it_, e, passwordFieldOf)).toEqual({ key: 'current', text: 'La password attuale non è corretta' });
    expect(fieldErrorOf(it_, answer(400, 'validation_failed', 'password: too long', 'password'), passwordFieldOf)?.key).toBe('new');
  });

  it('categories: the code for name/newName and an existing category, a translation by the language sent at that index', () => {
    const sent = [{ languageCode: 'en' }, { languageCode: 'it' }];
    const map = categoryFieldOf(() => sent);
    expect(fieldErrorOf(it_, answer(409, 'category_exists', 'The category already exists'), map)).toEqual({
      key: 'code',
      text: 'La categoria esiste già',
    });
    expect(fieldErrorOf(it_, new ApiError('The category already exists', 409), map)?.key).toBe('code'); // no code: the spec's message
    expect(isExistsError(answer(409, 'conflict', 'The category already exists'))).toBe(false); // another code wins over the words
    expect(fieldErrorOf(it_, answer(400, 'control_characters', 'newName: …', 'newName'), map)?.key).toBe('code');
    expect(fieldErrorOf(it_, answer(400, 'control_characters', 'translations.1.name: …', 'translations.1.name'), map)).toEqual({
      key: 'it',
      text: itErrors.codes.control_characters,
    });
    expect(
      fieldErrorOf(
        it_,
        answer(400, 'control_characters', '…', 'translations.0.name'),
        categoryFieldOf(() => [{ languageCode: 'it' }]),
      )?.key,
    ).toBe('it');
    expect(fieldErrorOf(it_, answer(400, 'validation_failed', '…', 'translations.5.name'), map)).toBeNull();
    expect(fieldErrorOf(it_, answer(404, 'not_found', 'Parent category not found'), map)).toBeNull();
  });

  it('notifications: a disabled recipient goes next to the user picker; edits clear the stale errors', () => {
    const e = answer(409, 'recipient_disabled', 'The member is disabled and receives no notifications', 'memberId');
    expect(fieldErrorOf(it_, e, composerFieldOf)).toEqual({ key: 'recipient', text: itErrors.codes.recipient_disabled });
    expect(fieldErrorOf(it_, answer(400, 'control_characters', 'title: …', 'title'), composerFieldOf)?.key).toBe('title');
    expect(fieldErrorOf(it_, answer(400, 'validation_failed', 'message: required', 'message'), composerFieldOf)).toEqual({
      key: 'message',
      text: itErrors.fieldRules.message,
    });
    expect(fieldErrorOf(it_, answer(400, 'validation_failed', '…', 'targetCountry'), composerFieldOf)?.key).toBe('country');
    expect(fieldErrorOf(it_, answer(400, 'validation_failed', '…', 'type'), composerFieldOf)).toBeNull();
    expect(fieldsTouchedBy({ memberId: 3 })).toEqual(['recipient']);
    expect(fieldsTouchedBy({ target: 'ALL' })).toEqual(['recipient', 'country']);
    expect(fieldsTouchedBy({ title: 'x' })).toEqual(['title']);
  });
});

describe('sign-out call', () => {
  it('POST /auth/logout carries the given token, even when the token source has another or none', async () => {
    const seen: { url: string; method: string; auth: string | null }[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      seen.push({ url: req.url, method: req.method, auth: req.headers.get('authorization') });
      return new Response(JSON.stringify({ data: { loggedOut: true } }), { status: 200 });
    });
    const c = createClient({ baseUrl: 'http://api.test/v1', getToken: () => null, fetch: fetchFn as unknown as typeof fetch });
    expect(await logout(c, 'old-token')).toEqual({ loggedOut: true });
    const other = createClient({
      baseUrl: 'http://api.test/v1',
      getToken: () => 'someone-else',
      fetch: fetchFn as unknown as typeof fetch,
    });
    await logout(other, 'old-token');
    expect(seen).toEqual([
      { url: 'http://api.test/v1/auth/logout', method: 'POST', auth: 'Bearer old-token' },
      { url: 'http://api.test/v1/auth/logout', method: 'POST', auth: 'Bearer old-token' },
    ]);
  });

  it('is quiet: a failed sign-out call is thrown to the caller but never handed to the session handler', async () => {
    const onError = vi.fn();
    const fetchFn = (async () =>
      new Response(JSON.stringify({ statusCode: 401, code: 'invalid_token', message: 'invalid token' }), {
        status: 401,
      })) as unknown as typeof fetch;
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: fetchFn, onError });
    await expect(logout(c, 'dead')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(onError).not.toHaveBeenCalled();
    await expect(c.get('accounts/member')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(onError).toHaveBeenCalledTimes(1); // other calls still are
  });
});
