import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { store } from './store.js';

/**
 * One sign-in form per page: of the embedded panels without a session, the first in document order shows
 * the inline form and the others point to it. When that panel goes (or gets a session with the others),
 * the next one takes the form over.
 */
const waiting = new Set<HTMLElement>();
export const signInOwnerAtom = atom<HTMLElement | null>(null);

function elect() {
  const first = [...waiting].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] ?? null;
  if (store.get(signInOwnerAtom) !== first) store.set(signInOwnerAtom, first);
}

export function claimSignIn(host: HTMLElement): () => void {
  waiting.add(host);
  elect();
  return () => {
    waiting.delete(host);
    elect();
  };
}

/** Whether `host` shows the page's sign-in form while it has no session (null host: always). */
export function useOwnsSignIn(host: HTMLElement | null, active: boolean): boolean {
  useEffect(() => (host && active ? claimSignIn(host) : undefined), [host, active]);
  const owner = useAtomValue(signInOwnerAtom, { store });
  return !host || owner === host || owner === null;
}
