// integrating.md's React 19 recipe on one page (issue 36, item 1): a raw tag from the root entry (imported first,
// so that build defines the tags) and the /react components, configured once from '/react' for single sign-on.
import { RawBusiness } from './mixed-raw.js';
import { AdminCustomers, configure } from 'directory-backoffice/react';
import { createRoot } from 'react-dom/client';

configure({
  apiBase: new URLSearchParams(location.search).get('api') ?? '/v1',
  signIn: false,
  getToken: () => (window as Window & { portalToken?: string }).portalToken ?? null,
});

createRoot(document.getElementById('root')!).render(
  <main>
    <AdminCustomers lang="en" />
    <RawBusiness />
  </main>,
);
