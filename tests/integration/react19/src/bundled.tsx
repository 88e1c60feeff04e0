// The same React 19 portal without the host's React: the typed tags of the package's main entry, which
// bundles its own React 19 (compare the bytes with index.html, which shares the portal's React).
import type {} from 'directory-backoffice/jsx';
import { configure } from 'directory-backoffice';
import { createRoot } from 'react-dom/client';

configure({ apiBase: new URLSearchParams(location.search).get('api') ?? '/v1' });
const token = (window as Window & { portalToken?: string }).portalToken ?? '';

createRoot(document.getElementById('root')!).render(
  <main>
    <admin-customers lang="en" token={token} />
    <admin-business lang="en" token={token} />
  </main>,
);
