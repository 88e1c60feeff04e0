// @vitest-environment happy-dom
// BackOffice.signOut() (issue 19, item 11): the event comes from each panel, as documented, not from the document.
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../src/elements/configure.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('BackOffice.signOut()', () => {
  it('dispatches admin-session-changed from each panel (also inside a host shadow root), bubbling and composed; not from <admin-app>', async () => {
    document.body.innerHTML = '<admin-customers></admin-customers><admin-app></admin-app><portal-card></portal-card>';
    const card = document.querySelector('portal-card')!;
    card.attachShadow({ mode: 'open' }).innerHTML = '<admin-products></admin-products>';
    const seen: { target: string; authenticated: boolean; composed: boolean }[] = [];
    document.addEventListener('admin-session-changed', (e) => {
      const ev = e as CustomEvent<{ authenticated: boolean }>;
      seen.push({ target: (ev.composedPath()[0] as Element).localName, authenticated: ev.detail.authenticated, composed: ev.composed });
    });
    await signOut();
    expect(seen).toEqual([
      { target: 'admin-customers', authenticated: false, composed: true },
      { target: 'admin-products', authenticated: false, composed: true },
    ]);
  });

  it('with no panel on the page, tells the document', async () => {
    const seen: EventTarget[] = [];
    document.addEventListener('admin-session-changed', (e) => seen.push(e.target!), { once: true });
    await signOut();
    expect(seen).toEqual([document]);
  });
});
