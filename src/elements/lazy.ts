/**
 * The lazy loader, without side effects: `defineAll()` defines every tag at once with its light class
 * (lazy-element.ts); a tag's chunk (React, the screen) loads when one of its elements is first used. The
 * package's main entry calls it on import; `directory-backoffice/react` calls it for React 19 hosts, from a
 * build that takes React from the page.
 */
import { defineTag, loadTag } from './lazy-element.js';
import { TAGS, type AdminTag } from './tags.js';

/** Tag → module defining it. Add one line per element. */
export const loaders: Record<AdminTag, () => Promise<unknown>> = {
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

/** Resolves when `tag` works (its chunk has arrived). */
export async function load(tag: string): Promise<void> {
  await loadTag(tag);
}

/** Defines every tag now (a tag some other build defined already is left to it). */
export function defineAll(): void {
  if (typeof customElements === 'undefined') return;
  for (const tag of Object.keys(TAGS) as AdminTag[]) defineTag(tag, TAGS[tag], loaders[tag]);
}
