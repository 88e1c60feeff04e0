// @vitest-environment happy-dom
// A screen added through its spec alone (fixture.ts) is an element of the lazy loader and of the single-file
// build: both are defineAll() over the screens' specs (src/elements/index.ts, src/elements/all.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineAll } from '../../../src/elements/lazy.js';
import { FIXTURE } from './fixture.js';

describe("defineAll over the screens' specs", () => {
  it('makes a screen added by its spec alone an element of the single-file build and of the lazy loader (defineAll), with its props', () => {
    defineAll(FIXTURE);
    const Reports = customElements.get('admin-reports');
    expect(Reports).toBeDefined();
    expect(customElements.get('admin-customers')).toBeDefined();
    const el = document.createElement('admin-reports') as HTMLElement & { statePrefix?: string; search?: boolean };
    el.setAttribute('state-prefix', 'x.');
    el.setAttribute('search', '');
    expect([el.statePrefix, el.search]).toEqual(['x.', true]);
    // The single-file build is this call: it lists no element of its own.
    expect(readFileSync('src/elements/all.ts', 'utf8')).toMatch(/^defineAll\(\);$/m);
  });

  it('is what both browser entries run', () => {
    expect(readFileSync('src/elements/index.ts', 'utf8')).toMatch(/^defineAll\(\);$/m);
  });
});
