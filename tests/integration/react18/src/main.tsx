// A React 18 portal: React 18 cannot set properties on custom elements, so both panels are wrappers
// (`token` and `getToken` set through a ref). The API base comes from ?api=, the token from window.portalToken.
import { AdminBusiness, AdminCustomers, configure, refresh } from 'directory-backoffice/react';
import 'directory-backoffice/react18';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    portalToken?: string;
    portalRefresh?: () => Promise<boolean>;
    portalSetToken?: (token: string) => void;
  }
}

configure({ apiBase: new URLSearchParams(location.search).get('api') ?? '/v1' });
window.portalRefresh = refresh;

function Portal() {
  const [token, setToken] = useState(window.portalToken ?? '');
  window.portalSetToken = setToken;
  return (
    <main>
      <AdminCustomers lang="en" token={token} onMemberDisabled={(e) => console.log(e.detail.memberId)} />
      <AdminBusiness lang="en" getToken={() => window.portalToken ?? null} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Portal />);
