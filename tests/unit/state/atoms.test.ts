// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../../../src/api/browser-token.js';
import { ApiError } from '../../../src/api/errors.js';
import { LANGUAGE_KEY, readStoredLanguage, storeLanguage } from '../../../src/i18n/index.js';
import { translate } from '../../../src/i18n/index.js';
import { translateError } from '../../../src/connected/error-handler.js';
import {
  MEMBER_INFO_KEY,
  clearSession,
  installSessionSync,
  isAuthenticatedAtom,
  loadingAtom,
  memberInfoAtom,
  setMemberInfo,
} from '../../../src/state/session.js';
import { queryClient, store } from '../../../src/state/store.js';
import { modeAtom, resolvedModeAtom, systemDarkAtom, themeAtom } from '../../../src/state/theme.js';

const admin = { firstName: 'Ada', lastName: 'Rossi', email: 'a@x.it', username: 'ada', capabilities: ['IamGOD'] };

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_KEY}=; Max-Age=0; Path=/`;
});

describe('language', () => {
  it('defaults to Italian, then reads localStorage, then the cookie', () => {
    expect(readStoredLanguage()).toBe('it');
    document.cookie = `${LANGUAGE_KEY}=en; Path=/`;
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'it');
    expect(readStoredLanguage()).toBe('it');
  });
  it('storeLanguage writes localStorage and the cookie', () => {
    storeLanguage('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.cookie).toContain(`${LANGUAGE_KEY}=en`);
  });
});

describe('session atoms', () => {
  it('setMemberInfo fills atoms and the memberInfo query; clearSession resets', () => {
    storeToken('tok');
    setMemberInfo(admin);
    expect(store.get(memberInfoAtom)).toEqual(admin);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(queryClient.getQueryData(MEMBER_INFO_KEY)).toEqual(admin);
    clearSession();
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(loadingAtom)).toBe(false);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
  it('a member without IamGOD is not authenticated', () => {
    storeToken('tok');
    setMemberInfo({ ...admin, capabilities: [] });
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });
  it('updating the memberInfo query updates the session (optimistic profile edit) once the sync is installed', () => {
    storeToken('tok');
    setMemberInfo(admin);
    // Importing the session module starts no listener.
    queryClient.setQueryData(MEMBER_INFO_KEY, { ...admin, firstName: 'Linus' });
    expect(store.get(memberInfoAtom)?.firstName).toBe('Ada');
    const stop = installSessionSync();
    expect(installSessionSync()).toBe(stop); // once per page
    queryClient.setQueryData(MEMBER_INFO_KEY, { ...admin, firstName: 'Grace' });
    expect(store.get(memberInfoAtom)?.firstName).toBe('Grace');
    stop();
  });
});

describe('theme atoms', () => {
  it('follows the system until a mode is picked', () => {
    store.set(modeAtom, 'system');
    store.set(systemDarkAtom, true);
    expect(store.get(resolvedModeAtom)).toBe('dark');
    store.set(systemDarkAtom, false);
    expect(store.get(resolvedModeAtom)).toBe('light');
    store.set(modeAtom, 'dark');
    expect(store.get(resolvedModeAtom)).toBe('dark');
    expect(store.get(themeAtom)).toBe('default');
  });
});

describe('translateError', () => {
  const t = (k: string, p?: Record<string, unknown>) => translate('en', k, p);
  it('translates error keys with values, known messages, and falls back to the raw message', () => {
    expect(translateError(t, new ApiError('error.memberAlreadyDisabled for (member: mrossi, date: 2025-01-02, creator: admin)', 409))).toBe(
      'Member mrossi is already disabled (since 2025-01-02, by admin)',
    );
    expect(translateError(t, new ApiError('Invalid email or password', 401))).toBe('Invalid email or password');
    expect(translateError(t, new ApiError('Something odd', 409))).toBe('Something odd');
    expect(translateError(t, new ApiError('error.unknownKey for (x)', 409))).toBe('error.unknownKey for (x)');
    // 5xx messages are the server's internals: a translated text instead.
    expect(translateError(t, new ApiError('Something odd', 500))).toBe(translate('en', 'errors.server'));
    expect(translateError((k, p) => translate('it', k, p), new ApiError('Something odd', 503))).toBe(translate('it', 'errors.server'));
    expect(translate('it', 'errors.server')).not.toBe(translate('en', 'errors.server'));
  });
});
