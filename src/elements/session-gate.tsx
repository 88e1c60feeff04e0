import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useErrorText } from '../connected/error-handler.js';
import { useT } from '../i18n/index.js';
import { useHost } from '../state/host.js';
import { announceSessionEnd, loadingAtom, registerSessionPanel, sessionCheckErrorAtom } from '../state/session.js';
import { store } from '../state/store.js';
import { useOwnsSignIn } from '../state/sign-in-owner.js';
import { useBackOfficeConfig } from '../state/use-config.js';
import { useSession } from '../state/use-session.js';
import { ErrorState, LoadingState } from '../ui/states.js';

// The sign-in form is its own chunk: a signed-in panel (the usual case) never loads it.
const LoginScreen = lazy(() => import('../features/auth/login-screen.js').then((m) => ({ default: m.LoginScreen })));

// On the panel's own surface, so it reads the same on any page background.
const notice = css({
  m: '4',
  p: '4',
  color: 'fg.muted',
  textStyle: 'sm',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
});

/**
 * An embedded panel's session: content when signed in (stored sign-in, `token`, `getToken` or
 * `BackOffice.configure`), otherwise the inline sign-in form — one per page: the first signed-out panel
 * shows it, the others say where it is, and all resume together. With `configure({ signIn: false })` a
 * signed-out panel shows a notice and its `signed-out` slot instead (single sign-on portals), and the page
 * dispatches `admin-session-expired` once. A session check that found no usable API (unreachable, CORS, 404,
 * 5xx) shows that error with a Retry instead: only a 401 signs a panel out (issue 36).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const t = useT();
  const errorText = useErrorText();
  const host = useHost();
  const { signIn } = useBackOfficeConfig();
  const { loading, isAuthenticated, refresh } = useSession();
  const checkError = useAtomValue(sessionCheckErrorAtom);
  const signedOut = !loading && !isAuthenticated && !checkError;
  const owns = useOwnsSignIn(host.element, signedOut && signIn !== false);
  useEffect(() => {
    // Unless the check started at connection has ended meanwhile (its failure is not asked again: one call, one event).
    if (store.get(loadingAtom)) void refresh();
    // Only on mount: later changes come from the shared atoms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const el = host.element;
  useEffect(() => (el ? registerSessionPanel(el) : undefined), [el]);
  // A page without a session and without the inline sign-in says so once (the portal sends the user to its sign-on).
  const announce = signedOut && signIn === false;
  useEffect(() => {
    if (announce) announceSessionEnd('no-session', host);
  }, [announce, host]);
  // A re-check of a live session (a new token, configure()) keeps the content: its list state and drafts stay.
  if (isAuthenticated) return <>{children}</>;
  if (loading) return <LoadingState label={t('common.loading')} />;
  if (checkError)
    return (
      <div data-part="api-error">
        <ErrorState title={t('common.errorLoadingData')} description={errorText(checkError)} onRetry={() => void refresh()} />
      </div>
    );
  if (signIn === false)
    return (
      <div data-part="signed-out" role="status" className={notice}>
        <p>{t('auth.login.signedOut')}</p>
        <slot name="signed-out" />
      </div>
    );
  if (!owns)
    return (
      <p data-part="sign-in-elsewhere" className={notice}>
        {t('auth.login.elsewhere')}
      </p>
    );
  return (
    <Suspense fallback={<LoadingState label={t('common.loading')} />}>
      <LoginScreen inline />
    </Suspense>
  );
}
