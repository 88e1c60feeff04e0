/**
 * The lazy loader of the tags' implementations: each tag defined by this package, its implementation once
 * it has arrived (given at once by the eager build, by its chunk in the lazy one), and the one load of it.
 */
import type { ElementImpl } from './element-internals.js';
import { adoptShared } from './shared-values.js';

export interface TagEntry {
  tag: string;
  impl: ElementImpl | null;
  load: (() => Promise<unknown>) | null;
  waiting: Promise<ElementImpl> | null;
  provide?: (impl: ElementImpl) => void;
}
const entries = new Map<string, TagEntry>();

/** Whether this build defined any tag (another build of the package on the page may own them). */
export const definesTags = (): boolean => entries.size > 0;

/** The entry of a tag this package defined, if any. */
export const tagEntry = (tag: string): TagEntry | undefined => entries.get(tag);

/** Registers `tag` with its implementation (eager) or the loader of its chunk (lazy). */
export function registerTag(tag: string, source: ElementImpl | (() => Promise<unknown>)): TagEntry {
  const entry: TagEntry = { tag, impl: null, load: typeof source === 'function' ? source : null, waiting: null };
  entries.set(tag, entry);
  if (typeof source !== 'function') adoptImpl(entry, source);
  return entry;
}

/** The implementation has arrived: it serves the tag from now on, and whoever waits for it. */
export function adoptImpl(entry: TagEntry, impl: ElementImpl) {
  entry.impl = impl;
  adoptShared(impl);
  entry.provide?.(impl);
}

/** The tag's implementation, loading its chunk once. */
export function ready(entry: TagEntry): Promise<ElementImpl> {
  if (entry.impl) return Promise.resolve(entry.impl);
  entry.waiting ??= new Promise<ElementImpl>((resolve, reject) => {
    entry.provide = resolve;
    if (!entry.load) return reject(new Error(`<${entry.tag}> has no implementation`));
    entry.load().then(() => {
      if (!entry.impl) reject(new Error(`<${entry.tag}>: its module loaded without an implementation`));
    }, reject);
  });
  return entry.waiting;
}

/** Defines `tag` now (resolves when its chunk has arrived); false for a tag this package does not know. */
export async function loadTag(tag: string): Promise<boolean> {
  const entry = entries.get(tag);
  if (!entry) return false;
  await ready(entry);
  return true;
}

/** Whether the lazy entry defined `tag` and its implementation has not arrived yet. */
export const isLazyPending = (tag: string): boolean => {
  const entry = entries.get(tag);
  return !!entry && !entry.impl;
};
