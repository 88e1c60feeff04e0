export type * from './events.js';
import { configure, refresh, registerGlobal, signOut } from './configure.js';

export { configure, refresh, signOut };
export type { BackOfficeConfig } from './configure.js';

/** Tag → module defining it. Add one line per element. */
export const loaders: Record<string, () => Promise<unknown>> = {
  'admin-app': () => import('./admin-app.js'),
  'admin-login': () => import('./admin-login.js'),
  'admin-dashboard': () => import('./admin-dashboard.js'),
  'admin-profile': () => import('./admin-profile.js'),
  'admin-settings': () => import('./admin-settings.js'),
  'admin-customers': () => import('./admin-customers.js'),
  'admin-business': () => import('./admin-business.js'),
  'admin-products': () => import('./admin-products.js'),
  'admin-categories': () => import('./admin-categories.js'),
  'admin-notifications': () => import('./admin-notifications.js'),
  'admin-activity': () => import('./admin-activity.js'),
};

/** Defines `tag` now (returns when it is defined). */
export async function load(tag: string): Promise<void> {
  const loader = loaders[tag];
  if (!loader || customElements.get(tag)) return;
  await loader();
}

function scan(root: ParentNode) {
  for (const tag of Object.keys(loaders)) if (!customElements.get(tag) && root.querySelector(tag)) void load(tag);
}

/** Lazy loader: defines each tag on first use (present now or added later). */
export function start(root: Document = document): void {
  scan(root);
  new MutationObserver(() => scan(root)).observe(root.documentElement, { childList: true, subtree: true });
}

registerGlobal({ load });

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start(), { once: true });
  else start();
}
