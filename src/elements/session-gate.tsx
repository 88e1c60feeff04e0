import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { useHost } from '../state/host.js';
import { useOwnsSignIn } from '../state/sign-in-owner.js';
import { useBackOfficeConfig } from '../state/use-config.js';
import { useSession } from '../state/use-session.js';
import { LoadingState } from '../ui/states.js';

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
 * signed-out panel shows a notice and its `signed-out` slot instead (single sign-on portals).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const t = useT();
  const host = useHost().element;
  const { signIn } = useBackOfficeConfig();
  const { loading, isAuthenticated, refresh } = useSession();
  const signedOut = !loading && !isAuthenticated;
  const owns = useOwnsSignIn(host, signedOut && signIn !== false);
  useEffect(() => {
    if (loading) void refresh();
    // Only on mount: later changes come from the shared atoms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (loading) return <LoadingState label={t('common.loading')} />;
  if (isAuthenticated) return <>{children}</>;
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
