import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { getMember, signIn as apiSignIn } from '../api/auth.js';
import type { ApiClient } from '../api/client.js';
import { hasIamGod, type MemberInfo } from '../api/contract/auth.js';
import { clearStoredToken, readStoredToken, storeToken } from '../api/browser-token.js';
import { queryClient, store } from './store.js';
import { useApi } from './api.js';

/** Query key of the signed-in member (spec section 7: cached under memberInfo). */
export const MEMBER_INFO_KEY = ['memberInfo'] as const;

export const isAuthenticatedAtom = atom(false);
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const loadingAtom = atom(true);

/** Writes the member to the atoms and the query cache. */
export function setMemberInfo(member: MemberInfo | null): void {
  store.set(memberInfoAtom, member);
  store.set(isAuthenticatedAtom, !!member && hasIamGod(member) && !!readStoredToken());
  if (member) queryClient.setQueryData(MEMBER_INFO_KEY, member);
  else queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
}

/** Clears token and session state (logout, invalid token). */
export function clearSession(): void {
  clearStoredToken();
  setMemberInfo(null);
  store.set(loadingAtom, false);
  queryClient.clear();
}

// Screens that update the cached member (optimistic profile edit) update the session too.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== MEMBER_INFO_KEY[0]) return;
  const data = event.query.state.data as MemberInfo | undefined;
  if (data && data !== store.get(memberInfoAtom)) {
    store.set(memberInfoAtom, data);
    store.set(isAuthenticatedAtom, hasIamGod(data) && !!readStoredToken());
  }
});

/** Fetches the member for the stored token; null when there is no token or the call fails. */
export async function refreshSession(api: ApiClient): Promise<MemberInfo | null> {
  store.set(loadingAtom, true);
  try {
    if (!readStoredToken()) {
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
  }
}

export interface Session {
  isAuthenticated: boolean;
  memberInfo: MemberInfo | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<MemberInfo>;
  signOut(): void;
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
  const signOut = useCallback(() => clearSession(), []);
  const refresh = useCallback(() => refreshSession(api), [api]);
  return { isAuthenticated, memberInfo, loading, signIn, signOut, refresh };
}
