/**
 * The page-wide props (lang, theme, mode, token, getToken) set on any panel: kept in order while no tag's
 * chunk has arrived, then handed to the first implementation, which applies every later one at once.
 */
import type { ElementImpl } from './element-internals.js';

/** Page-wide values set before any chunk arrived, applied in order by the first one. */
let applyShared: ElementImpl['shared'] | null = null;
const pendingShared: Array<[string, unknown]> = [];
let lastLang: unknown;
/** The last `lang` a panel of the page was given (attribute or property), before any chunk arrived or after. */
export const sharedLang = (): unknown => lastLang;
/** The page-wide values set while no chunk has arrived yet (an early prefetch applies the session ones itself). */
export const pendingSharedValues = (): ReadonlyArray<readonly [string, unknown]> => [...pendingShared];
const sharedListeners = new Set<(name: string) => void>();
/** Calls `listener` with the name of each page-wide value set from now on while no chunk has arrived; returns the unsubscribe. */
export function onPendingShared(listener: (name: string) => void): () => void {
  sharedListeners.add(listener);
  return () => void sharedListeners.delete(listener);
}

/** A page-wide value set on a panel: applied by the implementation, or kept until one arrives. */
export function shareValue(name: string, value: unknown) {
  if (name === 'lang' && value !== undefined) lastLang = value;
  if (applyShared) applyShared(name, value);
  else {
    pendingShared.push([name, value]);
    sharedListeners.forEach((l) => l(name));
  }
}

/** An implementation arrived: the first one applies the values kept so far, and every later one. */
export function adoptShared(impl: ElementImpl) {
  if (applyShared) return;
  applyShared = impl.shared;
  // They hear only values set before any chunk arrived: none comes any more.
  sharedListeners.clear();
  for (const [name, value] of pendingShared.splice(0)) impl.shared(name, value);
}
