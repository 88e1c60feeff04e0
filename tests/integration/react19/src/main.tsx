// A React 19 portal: <admin-customers> as a typed JSX tag with the `token` prop, <AdminBusiness> as a wrapper
// with `getToken`. The API base comes from ?api=, the token from window.portalToken (set by the test).
import type {} from 'directory-backoffice/jsx';
import { AdminBusiness, configure, refresh, signOut } from 'directory-backoffice/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    portalToken?: string;
    portalRefresh?: () => Promise<boolean>;
    portalSetToken?: (token: string) => void;
    portalEvents: string[];
  }
}

const params = new URLSearchParams(location.search);
configure({ apiBase: params.get('api') ?? '/v1' });
window.portalEvents = [];
window.portalRefresh = refresh;

function Portal() {
  const signedOut = params.has('signin');
  const [token, setToken] = useState(window.portalToken ?? '');
  window.portalSetToken = setToken;
  const getToken = () => window.portalToken ?? null;
  return (
    <main>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      {signedOut ? (
        <admin-customers lang="en" />
      ) : (
        <admin-customers lang="en" token={token} onadmin-session-expired={() => window.portalEvents.push('expired')} />
      )}
      <AdminBusiness
        lang="en"
        getToken={signedOut ? undefined : getToken}
        onSessionExpired={() => window.portalEvents.push('business-expired')}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Portal />);
