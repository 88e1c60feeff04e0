// The public event contract has one source, AdminEventMap (src/state/events.ts): the docs table, the
// manifest and docs/elements.md are derived from it, and the committed files are up to date.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, eventsOf } from '../../../src/elements/element-docs.js';
import { ADMIN_EVENT_DOCS, ADMIN_EVENT_NAMES, emitFrom } from '../../../src/state/events.js';
import { eventDetailTypes } from '../../../scripts/manifest/event-types.js';

describe('public events', () => {
  // These two run the TypeScript compiler over the sources: seconds of CPU, more on a busy machine.
  it('every event of the map has docs, a detail type read from the map, and an element that sends it', { timeout: 60_000 }, () => {
    const details = eventDetailTypes();
    expect(Object.keys(details).sort()).toEqual([...ADMIN_EVENT_NAMES].sort());
    expect(details['admin-member-disabled']).toBe('{ memberId: number }');
    expect(details['admin-notification-sent']).toMatch(
      /^\{ target: 'ALL' \| 'MEMBERS' \| 'COMPANIES' \| 'SINGLE' \| 'LIST'; country: null \| 'IT'/,
    );
    const sent = new Set(ELEMENTS.flatMap((el) => eventsOf(el).map((e) => e.name)));
    expect(ADMIN_EVENT_NAMES.filter((n) => !sent.has(n))).toEqual([]);
  });

  it('the committed manifest lists each element event with its detail type from the map (not CustomEvent<…>)', { timeout: 60_000 }, () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../custom-elements.json', import.meta.url), 'utf8'));
    const details = eventDetailTypes();
    const decls = manifest.modules.flatMap((m: { declarations: unknown[] }) => m.declarations) as {
      tagName: string;
      events: { name: string; type: { text: string } }[];
    }[];
    for (const el of ELEMENTS) {
      const decl = decls.find((d) => d.tagName === el.tag)!;
      expect(decl.events.map((e) => [e.name, e.type.text])).toEqual(eventsOf(el).map((e) => [e.name, details[e.name]]));
      expect(decl.events.filter((e) => e.type.text.startsWith('CustomEvent'))).toEqual([]);
    }
  });

  it('emitFrom dispatches a bubbling, composed event, cancelable only where the docs say so', () => {
    const seen: Event[] = [];
    const target = new EventTarget();
    target.addEventListener('admin-navigate', (e) => seen.push(e));
    target.addEventListener('admin-member-disabled', (e) => seen.push(e));
    emitFrom(target, 'admin-navigate', { to: '/home' });
    emitFrom(target, 'admin-member-disabled', { memberId: 3 });
    expect(seen.map((e) => [e.type, (e as CustomEvent).detail, e.bubbles, e.composed, e.cancelable])).toEqual([
      ['admin-navigate', { to: '/home' }, true, true, ADMIN_EVENT_DOCS['admin-navigate'].cancelable],
      ['admin-member-disabled', { memberId: 3 }, true, true, false],
    ]);
  });
});
