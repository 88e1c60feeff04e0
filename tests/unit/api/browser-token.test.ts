// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_KEY,
  clearStoredToken,
  persistMode,
  readStoredToken,
  setConfiguredPersist,
  setDefaultPersist,
  storeToken,
} from '../../../src/api/browser-token.js';

const cookie = () =>
  document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${TOKEN_KEY}=`)) ?? null;

afterEach(() => {
  clearStoredToken();
  setConfiguredPersist(null);
  setDefaultPersist('session');
});

describe('where a sign-in is kept', () => {
  it('embedded (default): sessionStorage only, no cookie, no localStorage', () => {
    expect(persistMode()).toBe('session');
    storeToken('t.session');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('t.session');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(cookie()).toBeNull();
    expect(readStoredToken()).toBe('t.session');
  });

  it("<admin-app>'s default is the spec's cookie + localStorage; the host's configure wins", () => {
    setDefaultPersist('cookie');
    storeToken('t.app');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t.app');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    setConfiguredPersist('local');
    storeToken('t.local');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t.local');
    expect(readStoredToken()).toBe('t.local');
  });

  it('a new sign-in replaces the old one wherever it was; clearing clears every place', () => {
    setConfiguredPersist('local');
    storeToken('old');
    setConfiguredPersist('session');
    storeToken('new');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(readStoredToken()).toBe('new');
    clearStoredToken();
    expect(readStoredToken()).toBeNull();
  });
});
