import { Suspense, useEffect, type ReactNode } from 'react';
import { clearStoredToken } from '../api/browser-token.js';
import { hasIamGod } from '../api/contract/constants.js';
import { ErrorBoundary } from '../ui/error-boundary.js';
import { HostProvider } from '../state/host.js';
import { useSession } from '../state/use-session.js';
import { FullScreenSpinner, LoadingState } from '../ui/states.js';
import { RouterProvider, useHistoryRouter } from './router.js';
import { FALLBACK_PATH, matchRoute, type RouteDef } from './routes.js';
import { SidebarLayout } from './sidebar-layout.js';

function Redirect({ to, navigate }: { to: string; navigate(to: string, o?: { replace?: boolean }): void }) {
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}

function Guard({ route, navigate, children }: { route: RouteDef; navigate(to: string, o?: { replace?: boolean }): void; children: ReactNode }) {
  const { memberInfo, loading, refresh } = useSession();
  const needsCheck = !route.skipSession;
  useEffect(() => {
    if (needsCheck && loading) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsCheck]);
  if (!route.protected) return <>{children}</>;
  if (loading) return <FullScreenSpinner />;
  if (!memberInfo) return <Redirect to="/login" navigate={navigate} />;
  if (!hasIamGod(memberInfo)) {
    clearStoredToken();
    return <Redirect to="/unauthorized" navigate={navigate} />;
  }
  if (route.roles?.length && !route.roles.some((r) => memberInfo.capabilities.includes(r))) return <Redirect to="/unauthorized" navigate={navigate} />;
  return <SidebarLayout>{children}</SidebarLayout>;
}

/** The standalone back-office: History API routing under `base`, guards, sidebar layout. */
export function AdminApp({ base }: { base?: string }) {
  const router = useHistoryRouter(base);
  const route = matchRoute(router.path);
  if (!route) return <Redirect to={FALLBACK_PATH} navigate={router.navigate} />;
  const Screen = route.component;
  return (
    <RouterProvider router={router}>
      <HostProvider navigate={router.navigate}>
        <ErrorBoundary resetKey={router.path}>
          <Guard route={route} navigate={router.navigate}>
            <Suspense fallback={<LoadingState />}>
              <Screen />
            </Suspense>
          </Guard>
        </ErrorBoundary>
      </HostProvider>
    </RouterProvider>
  );
}
