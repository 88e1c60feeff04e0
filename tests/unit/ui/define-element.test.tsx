// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '../../../src/elements/define.js';
import { parseAttribute } from '../../../src/elements/tags.js';
import { store } from '../../../src/state/store.js';
import { themeAtom } from '../../../src/state/theme.js';

const tick = () => new Promise((r) => setTimeout(r, 30));

function Probe(props: { flag?: boolean; count?: number; data?: unknown; label?: string; onPick?: unknown }) {
  return (
    <output>
      {JSON.stringify({ flag: props.flag, count: props.count, data: props.data, label: props.label, fn: typeof props.onPick })}
    </output>
  );
}
const props = { flag: 'boolean', count: 'number', data: 'json', label: 'string', onPick: 'function' } as const;
// The probes test the wrapper itself: no session gate (embedded panels show the inline sign-in without a session).
const opts = { props, gate: false } as const;
const read = (el: Element) => JSON.parse(el.shadowRoot!.querySelector('output')!.textContent!);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parseAttribute', () => {
  it('parses bare booleans, removals, numbers and json', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', null)).toBe(false);
    expect(parseAttribute('boolean', 'false')).toBe(false);
    expect(parseAttribute('number', '42')).toBe(42);
    expect(parseAttribute('json', '{"a":1}')).toEqual({ a: 1 });
    expect(parseAttribute('json', '{bad')).toBeUndefined();
  });
});

describe('defineElement', () => {
  it('renders in an open shadow root with the shared stylesheet', async () => {
    defineElement('probe-one', Probe, opts);
    const el = document.createElement('probe-one');
    document.body.append(el);
    await tick();
    expect(el.shadowRoot).not.toBeNull();
    const sheets = el.shadowRoot!.adoptedStyleSheets ?? [];
    const styles = el.shadowRoot!.querySelectorAll('style').length;
    expect(sheets.length + styles).toBeGreaterThan(0);
    expect(el.shadowRoot!.querySelector('output')).not.toBeNull();
  });

  it('handles bare boolean attributes and their removal, numbers and json', async () => {
    defineElement('probe-two', Probe, opts);
    const el = document.createElement('probe-two');
    el.setAttribute('flag', '');
    el.setAttribute('count', '7');
    el.setAttribute('data', '{"x":[1,2]}');
    document.body.append(el);
    await tick();
    expect(read(el)).toMatchObject({ flag: true, count: 7, data: { x: [1, 2] } });
    el.removeAttribute('flag');
    await tick();
    expect(read(el).flag).toBe(false);
  });

  it('re-applies properties set before the element was defined, and passes functions and objects raw', async () => {
    const el = document.createElement('probe-three') as HTMLElement & Record<string, unknown>;
    el.label = 'early';
    el.data = { deep: true };
    el.onPick = () => 1;
    document.body.append(el);
    defineElement('probe-three', Probe, opts);
    await tick();
    expect(read(el)).toMatchObject({ label: 'early', data: { deep: true }, fn: 'function' });
    el.label = 'late';
    await tick();
    expect(read(el).label).toBe('late');
  });

  it('reflects theme and mode on the host and feeds the theme attribute into the shared atom', async () => {
    defineElement('probe-four', Probe, opts);
    const el = document.createElement('probe-four');
    el.setAttribute('theme', 'ocean');
    el.setAttribute('mode', 'dark');
    document.body.append(el);
    await tick();
    expect(store.get(themeAtom)).toBe('ocean');
    expect(el.dataset.theme).toBe('ocean');
    expect(el.dataset.mode).toBe('dark');
    el.setAttribute('theme', 'default');
    await tick();
    expect(el.dataset.theme).toBe('default');
  });
});
