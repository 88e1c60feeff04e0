import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { MemberInfo } from '../api/contract/auth.js';
import { useApi } from './api.js';
import { isAuthenticatedAtom, loadingAtom, memberInfoAtom, refreshSession, signInSession, signOutSession } from './session.js';

export interface Session {
  isAuthenticated: boolean;
  memberInfo: MemberInfo | null;
  loading: boolean;
  signIn(email: string, password: string): Promise<MemberInfo>;
  /** Clears the session at once; the promise settles when the server has (or has not) revoked the token. */
  signOut(): Promise<void>;
  refresh(): Promise<MemberInfo | null>;
}

/** The page's session as this element sees it, with its own API client. */
export function useSession(): Session {
  const api = useApi();
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const memberInfo = useAtomValue(memberInfoAtom);
  const loading = useAtomValue(loadingAtom);
  const signIn = useCallback((email: string, password: string) => signInSession(api, email, password), [api]);
  const signOut = useCallback(() => signOutSession(api), [api]);
  const refresh = useCallback(() => refreshSession(api), [api]);
  return { isAuthenticated, memberInfo, loading, signIn, signOut, refresh };
}
