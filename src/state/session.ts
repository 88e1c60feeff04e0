import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { getMember, logout, signIn as apiSignIn } from '../api/auth.js';
import { createClient, type ApiClient } from '../api/client.js';
import type { MemberInfo } from '../api/contract/auth.js';
import { hasIamGod } from '../api/contract/constants.js';
import { TOKEN_KEY, clearStoredToken, storeToken } from '../api/browser-token.js';
import { LANGUAGE_KEY, isLang, languageAtom } from '../i18n/index.js';
import { queryClient, store } from './store.js';
import { useApi } from './api.js';
import { currentToken, getConfiguredApiBase, hasToken, onTokenSourceChange, rejectCurrentToken, resolveToken } from './token-source.js';

/** Query key of the signed-in member (spec section 7: cached under memberInfo). */
export const MEMBER_INFO_KEY = ['memberInfo'] as const;

export const isAuthenticatedAtom = atom(false);
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const loadingAtom = atom(true);
/** True after an embedded panel's session expired (invalid token), until the next sign-in. */
export const sessionExpiredAtom = atom(false);

/** Writes the member to the atoms and the query cache. */
export function setMemberInfo(member: MemberInfo | null): void {
  store.set(memberInfoAtom, member);
  store.set(isAuthenticatedAtom, !!member && hasIamGod(member) && hasToken());
  if (member) queryClient.setQueryData(MEMBER_INFO_KEY, member);
  else queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
}

/** Clears token and session state (logout, invalid token) for every element of the page. */
export function clearSession(): void {
  rejectCurrentToken();
  clearStoredToken();
  setMemberInfo(null);
  store.set(loadingAtom, false);
  queryClient.clear();
}

/**
 * Signs out: asks the server to revoke the token in use (POST /auth/logout, issued with that token
 * before anything is cleared), then clears the session at once. The sign-out never waits for, or
 * fails with, that call: the answer is only awaited by whoever wants to (the returned promise never
 * rejects). `api` defaults to the client of the last session check.
 */
export function signOutSession(api?: ApiClient): Promise<void> {
  const token = currentToken();
  const client = api ?? lastApi ?? createClient({ baseUrl: getConfiguredApiBase() || '/v1', getToken: resolveToken });
  const revoked = token
    ? logout(client, token).then(
        () => undefined,
        (error: unknown) => console.warn('Sign-out: the server did not revoke the token', error),
      )
    : Promise.resolve();
  clearSession();
  return revoked;
}

// Screens that update the cached member (optimistic profile edit) update the session too.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== MEMBER_INFO_KEY[0]) return;
  const data = event.query.state.data as MemberInfo | undefined;
  if (data && data !== store.get(memberInfoAtom)) {
    store.set(memberInfoAtom, data);
    store.set(isAuthenticatedAtom, hasIamGod(data) && hasToken());
  }
});

let inFlight: Promise<MemberInfo | null> | null = null;
let lastApi: ApiClient | null = null;

/** Fetches the member for the current token (host source or stored); one call at a time for the page. */
export function refreshSession(api: ApiClient): Promise<MemberInfo | null> {
  lastApi = api;
  if (inFlight) return inFlight;
  store.set(loadingAtom, true);
  inFlight = (async () => {
    try {
      if (!(await resolveToken())) {
        setMemberInfo(null);
        return null;
      }
      const member = await getMember(api);
      setMemberInfo(member ?? null);
      return member ?? null;
    } catch {
      setMemberInfo(null);
      return null;
    } finally {
      store.set(loadingAtom, false);
      inFlight = null;
    }
  })();
  return inFlight;
}

// A new host token, getToken or configure() re-reads the session.
onTokenSourceChange(() => {
  if (lastApi) void refreshSession(lastApi);
});

// Another tab signed in or out, or changed the language.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) {
      if (!event.newValue && event.key === TOKEN_KEY) {
        setMemberInfo(null);
        store.set(loadingAtom, false);
        queryClient.clear();
      } else if (lastApi) void refreshSession(lastApi);
    }
    if (event.key === LANGUAGE_KEY && isLang(event.newValue)) store.set(languageAtom, event.newValue);
  });
}

export interface Session {
  isAuthenticated: boolean;
  memberInfo: MemberInfo | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<MemberInfo>;
  /** Clears the session at once; the promise settles when the server has (or has not) revoked the token. */
  signOut(): Promise<void>;
  refresh(): Promise<MemberInfo | null>;
}

export function useSession(): Session {
  const api = useApi();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const memberInfo = useAtomValue(memberInfoAtom);
  const loading = useAtomValue(loadingAtom);
  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const { member } = await apiSignIn(api, email, password, storeToken);
        lastApi = api;
        store.set(sessionExpiredAtom, false);
        setMemberInfo(member);
        store.set(loadingAtom, false);
        return member;
      } catch (error) {
        clearStoredToken();
        setMemberInfo(null);
        throw error;
      }
    },
    [api],
  );
  const signOut = useCallback(() => signOutSession(api), [api]);
  const refresh = useCallback(() => refreshSession(api), [api]);
  return { isAuthenticated, memberInfo, loading, signIn, signOut, refresh };
}
