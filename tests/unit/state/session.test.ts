// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, clearStoredToken, readStoredToken, storeToken } from '../../../src/api/browser-token.js';
import type { ApiClient } from '../../../src/api/client.js';
import type { MemberInfo } from '../../../src/api/contract/auth.js';
import { ApiError, InvalidTokenError, MissingCapabilityError, NetworkError } from '../../../src/api/errors.js';
import { LANGUAGE_KEY, languageAtom } from '../../../src/i18n/index.js';
import type { AdminEventMap, AdminEventName } from '../../../src/state/events.js';
import type { Host } from '../../../src/state/host.js';
import {
  handleSessionError,
  SIGN_IN_AND_RETURN,
  installSessionSync,
  isAuthenticatedAtom,
  loadingAtom,
  memberInfoAtom,
  refreshSession,
  registerSessionPanel,
  sessionCheckErrorAtom,
  sessionExpiredAtom,
  setMemberInfo,
} from '../../../src/state/session.js';
import { queryClient, store } from '../../../src/state/store.js';
import { rejectCurrentToken, resolveToken, setConfig, setHostGetToken, setHostToken } from '../../../src/state/token-source.js';
import { deferred, type Deferred } from '../../helpers/deferred.js';
import { renewPageTokenSource } from '../../helpers/token-source.js';

// The page's token sources, new for each test (beforeEach), as session.ts reads them.
vi.mock('../../../src/state/token-source.js', async (importOriginal) =>
  (await import('../../helpers/token-source.js')).pageTokenSourceMock(await importOriginal()),
);

const admin: MemberInfo = { id: 1, firstName: 'Ada', lastName: 'Rossi', email: 'ada@x.it', username: 'ada', capabilities: ['IamGOD'] };

/** An ApiClient whose GETs are recorded and answered by the test (one deferred per call); anything else fails. */
function stubApi() {
  const gets: string[] = [];
  const answers: Deferred<unknown>[] = [];
  const refuse = () => Promise.reject(new Error('unexpected call in this test'));
  const api: ApiClient = {
    baseUrl: '/v1',
    get<T>(path: string): Promise<T> {
      gets.push(path);
      const answer = deferred<unknown>();
      answers.push(answer);
      return answer.promise as Promise<T>;
    },
    post: refuse,
    patch: refuse,
    delete: refuse,
    getPaginated: refuse,
    upload: refuse,
  };
  return { api, gets, answers };
}

/** A host that records what the session handler asks of it. */
function fakeHost(embedded: boolean) {
  const navigated: string[] = [];
  const emitted: [AdminEventName, unknown][] = [];
  const host: Pick<Host, 'embedded' | 'navigate' | 'emit'> = {
    embedded,
    navigate: (to) => void navigated.push(to),
    emit: <K extends AdminEventName>(type: K, detail: AdminEventMap[K]) => {
      emitted.push([type, detail]);
      return true;
    },
  };
  return { host, navigated, emitted };
}

const clearTokenCookie = () => {
  document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/`;
};

/** A signed-in page: stored token, IamGOD member. */
function signIn(token = 'stored-token') {
  storeToken(token);
  setMemberInfo(admin);
  expect(store.get(isAuthenticatedAtom)).toBe(true);
}

let stopSync: (() => void) | null = null;

beforeEach(() => {
  renewPageTokenSource();
  clearStoredToken();
  clearTokenCookie();
  localStorage.clear();
  setMemberInfo(null);
  store.set(sessionExpiredAtom, false);
  store.set(sessionCheckErrorAtom, null);
  store.set(languageAtom, 'it');
  queryClient.clear();
});

afterEach(() => {
  stopSync?.();
  stopSync = null;
  vi.restoreAllMocks();
});

describe('resolveToken', () => {
  it('is null without any source', async () => {
    expect(await resolveToken()).toBeNull();
  });

  it('prefers the token property, then the getToken property, then configure({ getToken }), then the stored sign-in', async () => {
    storeToken('stored');
    expect(await resolveToken()).toBe('stored');
    setConfig({ getToken: () => 'configured' });
    expect(await resolveToken()).toBe('configured');
    setHostGetToken(async () => 'host-fn');
    expect(await resolveToken()).toBe('host-fn');
    setHostToken('host-prop');
    expect(await resolveToken()).toBe('host-prop');
    // Taking each source away falls back to the next one.
    setHostToken(null);
    expect(await resolveToken()).toBe('host-fn');
    setHostGetToken(null);
    expect(await resolveToken()).toBe('configured');
    setConfig({ getToken: undefined });
    expect(await resolveToken()).toBe('stored');
  });

  it('reads the stored sign-in from the cookie before localStorage', async () => {
    localStorage.setItem(TOKEN_KEY, 'from-storage');
    expect(await resolveToken()).toBe('from-storage');
    document.cookie = `${TOKEN_KEY}=from-cookie; Path=/`;
    expect(await resolveToken()).toBe('from-cookie');
  });

  it('falls through a getToken that throws, rejects or answers an empty value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeToken('stored');
    setConfig({ getToken: () => 'configured' });
    const failing = [
      () => {
        throw new Error('host page broke');
      },
      () => Promise.reject(new Error('async failure')),
      () => '',
      () => null,
      () => undefined,
      async () => null,
    ];
    for (const getToken of failing) {
      setHostGetToken(getToken);
      expect(await resolveToken()).toBe('configured');
    }
    // The configured one failing too leaves the stored sign-in.
    setConfig({ getToken: () => Promise.reject(new Error('configured failure')) });
    setHostGetToken(() => '');
    expect(await resolveToken()).toBe('stored');
    expect(warn).toHaveBeenCalled();
  });

  it('never answers a rejected host token again, but answers a new one', async () => {
    setHostToken('bad-token');
    expect(await resolveToken()).toBe('bad-token');
    rejectCurrentToken();
    expect(await resolveToken()).toBeNull();
    // The page hands the same token again, by property, getToken or configure(): still refused.
    setHostToken('bad-token');
    expect(await resolveToken()).toBeNull();
    setHostGetToken(() => 'bad-token');
    expect(await resolveToken()).toBeNull();
    setConfig({ getToken: async () => 'bad-token' });
    expect(await resolveToken()).toBeNull();
    // A different token is used at once.
    setHostToken('fresh-token');
    expect(await resolveToken()).toBe('fresh-token');
  });
});

describe('refreshSession', () => {
  it('makes one GET accounts/member for concurrent refreshes, and a new one after it settled', async () => {
    storeToken('tok');
    const { api, gets, answers } = stubApi();
    const first = refreshSession(api);
    const second = refreshSession(api);
    expect(store.get(loadingAtom)).toBe(true);
    await vi.waitFor(() => expect(gets).toEqual(['accounts/member']));
    const third = refreshSession(api); // still in flight
    answers[0]!.resolve(admin);
    const [a, b, c] = await Promise.all([first, second, third]);
    expect(a).toEqual(admin);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(gets).toEqual(['accounts/member']);
    expect(store.get(memberInfoAtom)).toEqual(admin);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(loadingAtom)).toBe(false);

    const later = refreshSession(api);
    await vi.waitFor(() => expect(gets).toHaveLength(2));
    const renamed = { ...admin, firstName: 'Grace' };
    answers[1]!.resolve(renamed);
    expect(await later).toEqual(renamed);
    expect(store.get(memberInfoAtom)).toEqual(renamed);
  });

  it('a token change during a check is not lost: the check runs again for the new token', async () => {
    setHostToken('A');
    const stop = installSessionSync();
    try {
      const { api, gets, answers } = stubApi();
      const check = refreshSession(api);
      await vi.waitFor(() => expect(gets).toHaveLength(1));
      setHostToken('B'); // while the check for A is unanswered
      answers[0]!.resolve(admin);
      await vi.waitFor(() => expect(gets).toHaveLength(2));
      expect(await resolveToken()).toBe('B');
      const forB = { ...admin, firstName: 'Bea' };
      answers[1]!.resolve(forB);
      expect(await check).toEqual(forB);
      expect(store.get(memberInfoAtom)).toEqual(forB);
    } finally {
      stop();
    }
  });

  it('a member call that finds no usable API (500, unreachable) keeps the session and is said; a later refresh is not stuck on it', async () => {
    signIn('tok');
    const { api, gets, answers } = stubApi();
    const failing = refreshSession(api);
    await vi.waitFor(() => expect(gets).toHaveLength(1));
    const boom = new ApiError('boom', 500);
    answers[0]!.reject(boom);
    expect(await failing).toEqual(admin);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(sessionCheckErrorAtom)).toBe(boom);
    expect(store.get(loadingAtom)).toBe(false);

    const retry = refreshSession(api);
    expect(store.get(sessionCheckErrorAtom)).toBeNull();
    await vi.waitFor(() => expect(gets).toHaveLength(2));
    answers[1]!.reject(new NetworkError('Failed to fetch'));
    expect(await retry).toEqual(admin);
    expect(store.get(sessionCheckErrorAtom)).toBeInstanceOf(NetworkError);

    const again = refreshSession(api);
    await vi.waitFor(() => expect(gets).toHaveLength(3));
    answers[2]!.resolve(admin);
    expect(await again).toEqual(admin);
    expect(store.get(sessionCheckErrorAtom)).toBeNull();
  });

  it('only a 401 of the member call signs the page out', async () => {
    signIn('tok');
    const { api, gets, answers } = stubApi();
    const failing = refreshSession(api);
    await vi.waitFor(() => expect(gets).toHaveLength(1));
    answers[0]!.reject(new InvalidTokenError('invalid token', 401, { code: 'invalid_token' }));
    expect(await failing).toBeNull();
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(sessionCheckErrorAtom)).toBeNull();
  });

  it('without a token asks nothing and signs the page out', async () => {
    setMemberInfo(admin);
    const { api, gets } = stubApi();
    expect(await refreshSession(api)).toBeNull();
    expect(gets).toEqual([]);
    expect(store.get(memberInfoAtom)).toBeNull();
  });
});

describe('installSessionSync', () => {
  const tokenRemoved = () => new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'stored-token', newValue: null });
  const languageSetTo = (value: string) => new StorageEvent('storage', { key: LANGUAGE_KEY, oldValue: 'it', newValue: value });

  it('follows nothing before it is installed, and nothing after it is stopped', () => {
    signIn();
    window.dispatchEvent(tokenRemoved());
    window.dispatchEvent(languageSetTo('en'));
    expect(store.get(memberInfoAtom)).toEqual(admin);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(languageAtom)).toBe('it');

    const stop = installSessionSync();
    stop();
    window.dispatchEvent(tokenRemoved());
    window.dispatchEvent(languageSetTo('en'));
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(languageAtom)).toBe('it');
  });

  it('another tab signing out clears the session of this page', () => {
    signIn();
    stopSync = installSessionSync();
    // Another key changing does not touch the session.
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: null }));
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    window.dispatchEvent(tokenRemoved());
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(loadingAtom)).toBe(false);
  });

  it('another tab signing in re-reads the session with the last client', async () => {
    const { api, gets, answers } = stubApi();
    expect(await refreshSession(api)).toBeNull(); // no token yet: the client is remembered, nothing asked
    expect(gets).toEqual([]);
    stopSync = installSessionSync();
    storeToken('from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: null, newValue: 'from-other-tab' }));
    await vi.waitFor(() => expect(gets).toEqual(['accounts/member']));
    answers[0]!.resolve(admin);
    await vi.waitFor(() => expect(store.get(isAuthenticatedAtom)).toBe(true));
  });

  it('another tab changing the language changes it here (a value that is no language is ignored)', () => {
    stopSync = installSessionSync();
    window.dispatchEvent(languageSetTo('xx'));
    expect(store.get(languageAtom)).toBe('it');
    window.dispatchEvent(languageSetTo('en'));
    expect(store.get(languageAtom)).toBe('en');
  });

  it('can be installed again after it was stopped', () => {
    const first = installSessionSync();
    first();
    stopSync = installSessionSync();
    expect(stopSync).not.toBe(first);
    window.dispatchEvent(languageSetTo('en'));
    expect(store.get(languageAtom)).toBe('en');
  });
});

describe('handleSessionError', () => {
  const invalidToken = () => new InvalidTokenError('invalid token', 401, { code: 'invalid_token' });

  it('invalid token inside <admin-app>: clears the session and routes to /login (returning to this page after sign-in), no event', () => {
    signIn();
    const { host, navigated, emitted } = fakeHost(false);
    handleSessionError(invalidToken(), host);
    expect(store.get(memberInfoAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(navigated).toEqual([SIGN_IN_AND_RETURN]);
    expect(SIGN_IN_AND_RETURN.startsWith('/login')).toBe(true);
    expect(emitted).toEqual([]);
    expect(store.get(sessionExpiredAtom)).toBe(false);
  });

  it('invalid token in an embedded panel: marks the session expired and emits admin-session-expired once', () => {
    signIn();
    const { host, navigated, emitted } = fakeHost(true);
    handleSessionError(invalidToken(), host);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(sessionExpiredAtom)).toBe(true);
    expect(emitted).toEqual([['admin-session-expired', { reason: 'invalid-token' }]]);
    // A second failing call of the same expiry: the page is no longer signed in, no second event.
    handleSessionError(invalidToken(), host);
    expect(emitted).toHaveLength(1);
    expect(navigated).toEqual([]);
    expect(store.get(sessionExpiredAtom)).toBe(true);
  });

  it('invalid token with two panels mounted: both hear admin-session-expired, document once (from the refused panel)', () => {
    signIn();
    const [a, b] = ['admin-customers', 'admin-business'].map((tag) => document.body.appendChild(document.createElement(tag)));
    const stops = [a!, b!].map((el) => registerSessionPanel(el));
    const heard: string[] = [];
    const onDocument = (e: Event) => heard.push(`document<-${(e.target as Element).localName}`);
    document.addEventListener('admin-session-expired', onDocument);
    for (const el of [a!, b!])
      el.addEventListener('admin-session-expired', (e) => heard.push(`${el.localName}:${(e as CustomEvent).detail.reason}`));
    try {
      const emitFromA = <K extends AdminEventName>(type: K, detail: AdminEventMap[K]) =>
        a!.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      const host = { element: a!, embedded: true, navigate: () => undefined, emit: emitFromA };
      handleSessionError(invalidToken(), host);
      handleSessionError(invalidToken(), host);
      expect(heard.sort()).toEqual(['admin-business:invalid-token', 'admin-customers:invalid-token', 'document<-admin-customers']);
    } finally {
      document.removeEventListener('admin-session-expired', onDocument);
      stops.forEach((stop) => stop());
      a!.remove();
      b!.remove();
    }
  });

  it('invalid token rejects the host token in use, so it is not sent again', async () => {
    setHostToken('host-token');
    expect(await resolveToken()).toBe('host-token');
    setMemberInfo(admin);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    handleSessionError(invalidToken(), fakeHost(true).host);
    expect(await resolveToken()).toBeNull();
  });

  it('missing capability routes to /unauthorized and keeps the session', () => {
    signIn();
    const { host, navigated, emitted } = fakeHost(false);
    handleSessionError(new MissingCapabilityError('capabilities required', 401), host);
    expect(navigated).toEqual(['/unauthorized']);
    expect(emitted).toEqual([]);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('other errors do nothing', () => {
    signIn();
    for (const embedded of [false, true]) {
      const { host, navigated, emitted } = fakeHost(embedded);
      for (const error of [new ApiError('Unauthorized', 401), new ApiError('boom', 500), new NetworkError('offline')])
        handleSessionError(error, host);
      expect(navigated).toEqual([]);
      expect(emitted).toEqual([]);
    }
    expect(store.get(memberInfoAtom)).toEqual(admin);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(sessionExpiredAtom)).toBe(false);
    expect(readStoredToken()).toBe('stored-token');
  });
});
