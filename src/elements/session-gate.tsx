import { useEffect, type ReactNode } from 'react';
import { LoginScreen } from '../features/auth/login-screen.js';
import { useT } from '../i18n/index.js';
import { useSession } from '../state/use-session.js';
import { LoadingState } from '../ui/states.js';

/**
 * An embedded panel's session: content when signed in (stored sign-in, `token`, `getToken` or
 * `BackOffice.configure`), otherwise the inline sign-in form. Every panel of the page shares it.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { loading, isAuthenticated, refresh } = useSession();
  useEffect(() => {
    if (loading) void refresh();
    // Only on mount: later changes come from the shared atoms.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (loading) return <LoadingState label={t('common.loading')} />;
  if (!isAuthenticated) return <LoginScreen inline />;
  return <>{children}</>;
}
