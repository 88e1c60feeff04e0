import { atom } from 'jotai';
import { getMember, logout, signIn as apiSignIn } from '../api/auth.js';
import { createClient, type ApiClient } from '../api/client.js';
import type { MemberInfo } from '../api/contract/auth.js';
import { hasIamGod } from '../api/contract/constants.js';
import { TOKEN_KEY, clearStoredToken, storeToken } from '../api/browser-token.js';
import { LANGUAGE_KEY, isLang, languageAtom, switchLanguage } from '../i18n/index.js';
import { queryClient, store } from './store.js';
import { isInvalidTokenError, isMissingCapabilityError, type ApiError } from '../api/errors.js';
import type { AdminSessionExpiredDetail } from './events.js';
import type { Host } from './host.js';
import {
  currentToken,
  getConfiguredApiBase,
  hasHostTokenProvider,
  hasToken,
  onTokenSourceChange,
  rejectCurrentToken,
  resolveToken,
} from './token-source.js';
import { queryKeys } from './query-keys.js';

/** Query key of the signed-in member (spec section 7: cached under memberInfo). */
export const MEMBER_INFO_KEY = queryKeys.memberInfo;

export const isAuthenticatedAtom = atom(false);
export const memberInfoAtom = atom<MemberInfo | null>(null);
export const loadingAtom = atom(true);
/** True after an embedded panel's session expired (invalid token), until the next sign-in. */
export const sessionExpiredAtom = atom(false);
/**
 * Counts the page's session boundaries: it goes up when a session starts (sign-in, a token that now
 * signs in) or ends (sign-out, an invalid token, another tab's sign-out). What belongs to the previous
 * session, such as its error toasts, is dropped on each change (the element machinery subscribes).
 */
export const sessionEpochAtom = atom(0);
/**
 * The failure of the last session check when it was not the API refusing the token (issue 36): the server
 * unreachable, CORS refused, a 404 or 5xx. The panels then show that error with a Retry, not the signed-out
 * state; null otherwise. Only a 401 signs a page out.
 */
export const sessionCheckErrorAtom = atom<unknown>(null);
const nextEpoch = () => store.set(sessionEpochAtom, (n) => n + 1);

/** Writes the member to the atoms and the query cache. */
export function setMemberInfo(member: MemberInfo | null): void {
  const was = store.get(isAuthenticatedAtom);
  store.set(memberInfoAtom, member);
  store.set(isAuthenticatedAtom, !!member && hasIamGod(member) && hasToken());
  // A new session: its end will be announced again.
  if (store.get(isAuthenticatedAtom)) expiryAnnounced = false;
  if (member) queryClient.setQueryData(MEMBER_INFO_KEY, member);
  else queryClient.removeQueries({ queryKey: MEMBER_INFO_KEY });
  if (store.get(isAuthenticatedAtom) !== was) nextEpoch();
}

/** Clears token and session state (logout, invalid token) for every element of the page. */
export function clearSession(): void {
  rejectCurrentToken();
  clearStoredToken();
  const epoch = store.get(sessionEpochAtom);
  setMemberInfo(null);
  // Also when no session was on (a token found invalid before the session check ended): what it left is dropped.
  if (store.get(sessionEpochAtom) === epoch) nextEpoch();
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

let inFlight: Promise<MemberInfo | null> | null = null;
let lastApi: ApiClient | null = null;
/** The token source changed while a check was under way: its answer may be for the old token. */
let staleCheck = false;

/**
 * Fetches the member for the current token (host source or stored); one call at a time for the page.
 * A token change during a check is not lost: the check runs again when the first one settles.
 */
export function refreshSession(api: ApiClient): Promise<MemberInfo | null> {
  lastApi = api;
  if (inFlight) return inFlight;
  staleCheck = false;
  store.set(loadingAtom, true);
  store.set(sessionCheckErrorAtom, null);
  inFlight = (async () => {
    try {
      if (!(await resolveToken())) {
        setMemberInfo(null);
        return null;
      }
      const member = await getMember(api);
      setMemberInfo(member ?? null);
      return member ?? null;
    } catch (error) {
      // Only the API refusing the token (401) signs the page out; an unreachable or failing API is said as such,
      // and the session (a member already signed in, the token) is left as it was.
      if (isInvalidTokenError(error) || isMissingCapabilityError(error) || (error as { status?: unknown })?.status === 401)
        setMemberInfo(null);
      else store.set(sessionCheckErrorAtom, error);
      return store.get(memberInfoAtom);
    } finally {
      store.set(loadingAtom, false);
      inFlight = null;
    }
  })().then((member) => (staleCheck && lastApi ? refreshSession(lastApi) : member));
  return inFlight;
}

/**
 * After an expiry (or before any session), asks the host's `getToken` again: a token other than the one
 * the API refused resumes every panel of the page, without another `configure()`. Quiet otherwise: with
 * no provider, no new token, or a session already on, nothing changes (a sign-in form being filled is
 * left as it is). Runs on `BackOffice.refresh()`, window focus and the page becoming visible.
 */
export async function resumeFromHost(): Promise<boolean> {
  if (store.get(isAuthenticatedAtom) || !lastApi || !hasHostTokenProvider() || inFlight) return false;
  if (!(await resolveToken())) return false;
  const member = await refreshSession(lastApi);
  const resumed = !!member && store.get(isAuthenticatedAtom);
  if (resumed) store.set(sessionExpiredAtom, false);
  return resumed;
}

/** Whether the page has a session now (an IamGOD member and a token). */
export const isSignedIn = (): boolean => store.get(isAuthenticatedAtom);

/** Signs in with e-mail and password: stores the token, fills the session of every element of the page. */
export async function signInSession(api: ApiClient, email: string, password: string): Promise<MemberInfo> {
  try {
    const { member } = await apiSignIn(api, email, password, storeToken);
    lastApi = api;
    store.set(sessionExpiredAtom, false);
    const epoch = store.get(sessionEpochAtom);
    setMemberInfo(member);
    // A sign-in over a live session (another account, or the same one again) is a new session too.
    if (store.get(sessionEpochAtom) === epoch) nextEpoch();
    store.set(loadingAtom, false);
    return member;
  } catch (error) {
    clearStoredToken();
    setMemberInfo(null);
    throw error;
  }
}

/**
 * Where `<admin-app>` sends a page whose session is missing or expired: /login, with `?next=` the page
 * when it is a protected one, so sign-in returns there (a sign-out navigates to plain /login).
 */
export const SIGN_IN_AND_RETURN = '/login?return';

/** The mounted panels of the page whose content waits for the session (their session gate registers them). */
const panels = new Set<HTMLElement>();

/** Registers a mounted panel: it hears `admin-session-expired` whichever panel's call was refused. Answers the unregister. */
export function registerSessionPanel(el: HTMLElement): () => void {
  panels.add(el);
  return () => void panels.delete(el);
}

/** Whether the end of the current signed-out period was announced (reset when a session starts). */
let expiryAnnounced = false;

/**
 * Announces that the page has no session, once per signed-out period: `from` (the panel whose call was refused,
 * or the first panel at start) dispatches `admin-session-expired` bubbling and composed, so `document` hears it
 * once; every other mounted panel dispatches it on itself without bubbling, so each panel's listeners hear it.
 */
export function announceSessionEnd(
  reason: AdminSessionExpiredDetail['reason'],
  from: Pick<Host, 'emit'> & Partial<Pick<Host, 'element'>>,
): void {
  if (expiryAnnounced) return;
  expiryAnnounced = true;
  from.emit('admin-session-expired', { reason });
  for (const el of panels)
    if (el !== from.element && el.isConnected) el.dispatchEvent(new CustomEvent('admin-session-expired', { detail: { reason } }));
}

/**
 * Maps session errors of spec section 8. Invalid token: the session of the page is cleared (no toast);
 * inside `<admin-app>` the router goes to /login, the embedded panels dispatch `admin-session-expired`
 * (once per expiry, announceSessionEnd) and show their sign-in state. Missing capability → /unauthorized.
 */
export function handleSessionError(
  error: ApiError,
  host: Pick<Host, 'embedded' | 'navigate' | 'emit'> & Partial<Pick<Host, 'element'>>,
): void {
  if (isInvalidTokenError(error)) {
    const wasSignedIn = store.get(isAuthenticatedAtom);
    clearSession();
    if (!host.embedded) host.navigate(SIGN_IN_AND_RETURN);
    else if (wasSignedIn) {
      store.set(sessionExpiredAtom, true);
      announceSessionEnd('invalid-token', host);
    }
  } else if (isMissingCapabilityError(error)) {
    host.navigate('/unauthorized');
  }
}

let uninstall: (() => void) | null = null;

/**
 * Starts what keeps the page's session in step, once per page (later calls do nothing): the cached
 * member follows optimistic profile edits, a new host token / getToken / configure() re-reads the
 * session, and another tab's sign-in, sign-out or language change is followed. The element machinery
 * calls it when the first element is defined; importing this module starts nothing. Answers a stop
 * function (tests).
 */
export function installSessionSync(): () => void {
  if (uninstall) return uninstall;
  const stops: (() => void)[] = [];
  // Screens that update the cached member (optimistic profile edit) update the session too.
  stops.push(
    queryClient.subscribe((query) => {
      if (query.queryKey[0] !== MEMBER_INFO_KEY[0]) return;
      const data = query.state.data as MemberInfo | undefined;
      if (data && data !== store.get(memberInfoAtom)) {
        store.set(memberInfoAtom, data);
        store.set(isAuthenticatedAtom, hasIamGod(data) && hasToken());
      }
    }),
  );
  // A new host token, getToken or configure() re-reads the session.
  stops.push(
    onTokenSourceChange(() => {
      if (inFlight) staleCheck = true;
      else if (lastApi) void refreshSession(lastApi);
    }),
  );
  // Another tab signed in or out, or changed the language.
  if (typeof window !== 'undefined') {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) {
        if (!event.newValue && event.key === TOKEN_KEY) {
          setMemberInfo(null);
          store.set(loadingAtom, false);
          queryClient.clear();
        } else if (lastApi) void refreshSession(lastApi);
      }
      // Shown once its dictionary is here (this tab keeps its language meanwhile).
      if (event.key === LANGUAGE_KEY && isLang(event.newValue))
        void switchLanguage(event.newValue, (lang) => store.set(languageAtom, lang));
    };
    window.addEventListener('storage', onStorage);
    stops.push(() => window.removeEventListener('storage', onStorage));
    // The host may have renewed its token while the page was in the background.
    const onFocus = () => void resumeFromHost();
    const onVisible = () => document.visibilityState === 'visible' && void resumeFromHost();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    stops.push(() => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    });
  }
  uninstall = () => {
    for (const stop of stops) stop();
    uninstall = null;
  };
  return uninstall;
}
