// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { claimSignIn, signInOwnerAtom } from '../../../src/state/sign-in-owner.js';
import { store } from '../../../src/state/store.js';

describe('one sign-in form per page', () => {
  it('the first signed-out panel in document order owns the form; the next takes over when it goes', () => {
    document.body.innerHTML =
      '<admin-customers id="a"></admin-customers><admin-business id="b"></admin-business><admin-products id="c"></admin-products>';
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
    const releaseC = claimSignIn(c!);
    const releaseB = claimSignIn(b!);
    expect(store.get(signInOwnerAtom)).toBe(b);
    const releaseA = claimSignIn(a!);
    expect(store.get(signInOwnerAtom)).toBe(a);
    releaseA();
    expect(store.get(signInOwnerAtom)).toBe(b);
    releaseB();
    releaseC();
    expect(store.get(signInOwnerAtom)).toBeNull();
  });
});
