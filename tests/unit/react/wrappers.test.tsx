// @vitest-environment happy-dom
// directory-backoffice/react (issue 19, item 1): a wrapper sets documented properties as properties (never
// attributes, so React 18 works too) and maps the element's events to on… props.
import { act, createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENTS } from '../../../src/elements/element-docs.js';

// The package's lazy loader is replaced: these tests need no element definitions.
vi.mock('../../../src/wrappers/define-elements.js', () => ({
  usesHostReact: true,
  configure: () => {},
  signOut: async () => {},
  refresh: async () => true,
}));
const wrappers = (await import('../../../src/wrappers/index.js')) as unknown as Record<string, unknown>;
const { AdminCustomers } = await import('../../../src/wrappers/index.js');
const { componentName, eventProp } = await import('../../../src/wrappers/names.js');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function render(element: ReturnType<typeof createElement>) {
  const host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root!.render(element));
  return host;
}

describe('directory-backoffice/react', () => {
  it('exports one component per element', () => {
    expect(ELEMENTS.map((el) => componentName(el.tag)).filter((name) => typeof wrappers[name] !== 'object')).toEqual([]);
    expect(eventProp('admin-member-disabled')).toBe('onMemberDisabled');
  });

  it('sets token, getToken and statePrefix as properties, never attributes; other props pass through', () => {
    const getToken = () => 't2';
    const ref = createRef<HTMLElement>();
    const host = render(createElement(AdminCustomers, { token: 'secret', getToken, statePrefix: 'c.', className: 'panel', id: 'x', ref }));
    const el = host.querySelector('admin-customers') as HTMLElement & { token?: string; getToken?: unknown; statePrefix?: string };
    expect(el).not.toBeNull();
    expect(ref.current).toBe(el);
    expect(el.token).toBe('secret');
    expect(el.getToken).toBe(getToken);
    expect(el.statePrefix).toBe('c.');
    expect(el.getAttributeNames().sort()).toEqual(['class', 'id']);
    act(() =>
      root!.render(createElement(AdminCustomers, { token: 'next', getToken, statePrefix: 'c.', className: 'panel', id: 'x', ref })),
    );
    expect(el.token).toBe('next');
    expect(el.hasAttribute('token')).toBe(false);
  });

  it('calls onMemberDisabled with the event when the element dispatches admin-member-disabled (the latest prop)', () => {
    const first = vi.fn();
    const second = vi.fn();
    const host = render(createElement(AdminCustomers, { onMemberDisabled: first }));
    const el = host.querySelector('admin-customers')!;
    expect(el.hasAttribute('onMemberDisabled')).toBe(false);
    act(() => root!.render(createElement(AdminCustomers, { onMemberDisabled: second })));
    const event = new CustomEvent('admin-member-disabled', { detail: { memberId: 7 }, bubbles: true, composed: true });
    el.dispatchEvent(event);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect((second.mock.calls[0]![0] as CustomEvent<{ memberId: number }>).detail.memberId).toBe(7);
    el.dispatchEvent(new CustomEvent('admin-member-enabled', { detail: { memberId: 7 } }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
