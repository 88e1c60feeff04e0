import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, THEME_PROPERTIES, eventsOf } from '../../../src/elements/element-docs.js';
import { buildHostCss, remToPx } from '../../../src/elements/panel-css.js';
import { manifest } from '../../../scripts/gen-manifest.js';
import { TAGS, toKebab, type AdminTag, type TagSpec } from '../../../src/elements/tags.js';
import { loaders } from '../../../src/elements/lazy.js';

describe('element docs and manifest', () => {
  it('documents every tag of the lazy loader', () => {
    expect(ELEMENTS.map((e) => e.tag)).toEqual(Object.keys(loaders));
  });

  it('documents exactly the props each tag is defined with (both from src/screens/manifest.ts)', () => {
    for (const el of ELEMENTS) {
      const spec: TagSpec = TAGS[el.tag as AdminTag];
      const declared = Object.keys(spec.props ?? {}).map(toKebab);
      expect(el.attributes.map((a) => a.name).sort(), el.tag).toEqual(declared.sort());
    }
  });

  it('lists the session events on gated panels and writes a schema v2 manifest', () => {
    const m = manifest();
    expect(m.schemaVersion).toBe('2.0.0');
    // One shipped module defines every tag.
    expect(m.modules.map((x) => x.path)).toEqual(['dist/elements/all.js']);
    expect(m.modules[0]!.exports.map((e) => e.name).sort()).toEqual(ELEMENTS.map((e) => e.tag).sort());
    const customers = m.modules[0]!.declarations.find((d) => d.tagName === 'admin-customers')!;
    expect(customers.events.map((e) => e.name)).toEqual(expect.arrayContaining(['admin-member-disabled', 'admin-session-expired']));
    expect(customers.attributes.map((a) => a.name)).not.toContain('token');
    expect(customers.members.map((a) => a.name)).toEqual(expect.arrayContaining(['token', 'getToken', 'statePrefix']));
    expect(eventsOf(ELEMENTS.find((e) => e.tag === 'admin-app')!)).toEqual([]);
  });
});

describe('host styles', () => {
  // Panda's generated CSS as the build finished it (read directly: the unit project does not load .css
  // imports as text), and the host sheet the build wrote from it (scripts/finish-css.ts).
  const styles = readFileSync('styled-system/styles.css', 'utf8');
  const css = buildHostCss(styles);
  it('is written by the build from the finished CSS: px only, one-byte text', () => {
    expect(readFileSync('styled-system/host.css', 'utf8')).toBe(css);
    expect(remToPx(styles)).toBe(styles);
    expect([...styles].filter((c) => c.codePointAt(0)! > 0xff)).toEqual([]);
  });
  it('maps every --admin-* property for the four looks, with the theme value as fallback', () => {
    for (const host of [
      ':host {',
      ':host([data-mode=dark]) {',
      ':host([data-theme=ocean]) {',
      ':host([data-theme=ocean][data-mode=dark]) {',
    ])
      expect(css).toContain(host);
    expect(css).toMatch(/--colors-accent-default: var\(--admin-accent, #4f46e5\)/);
    expect(css).toMatch(/--colors-accent-default: var\(--admin-accent, #818cf8\)/);
    expect(css).toMatch(/--colors-accent-emphasized: var\(--admin-accent-hover, var\(--admin-accent, #4338ca\)\)/);
    for (const p of THEME_PROPERTIES) expect(css).toContain(`var(${p.name},`);
  });
  it('converts rem to px (the host page root font size must not scale the panels)', () => {
    expect(remToPx('a{padding:0.75rem 1.5rem;width:calc(100% - 2rem);margin:-.25rem}')).toBe(
      'a{padding:12px 24px;width:calc(100% - 32px);margin:-4px}',
    );
    expect(remToPx('.lorem{x:1}')).toBe('.lorem{x:1}');
    // A selector that names a rem value keeps it, so it still matches its class; the declaration converts.
    expect(remToPx('@layer u{.g_minmax\\(12rem\\,_1fr\\){grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}}')).toBe(
      '@layer u{.g_minmax\\(12rem\\,_1fr\\){grid-template-columns:repeat(auto-fit,minmax(192px,1fr))}}',
    );
    // Container and media queries measure in px too.
    expect(remToPx('@container (min-width:40rem){.a{gap:1rem}}')).toBe('@container (min-width:640px){.a{gap:16px}}');
  });
});
