// The portal without any panel: the baseline the panels' bytes are measured against.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <p data-portal-ready="">No panels on this page.</p>
  </main>,
);
