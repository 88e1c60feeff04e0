// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.js';
import { detailIdOf, orGone, usePanelDetail, useLastOpen } from '../../../src/connected/use-detail-route.js';
import { renderHook } from '../../helpers/render-hook.js';

const params = () => new URLSearchParams(location.search);
const app = (id: number) => `/customers/${id}`;
// Outside an element the panel's url-state is `push` (as inside <admin-app>).
const usePanel = (enabled: boolean) => usePanelDetail('c.member', app, enabled);

describe('detailIdOf', () => {
  it('takes a positive whole number of at most ten digits, nothing else', () => {
    expect(detailIdOf('42')).toBe(42);
    for (const bad of [null, undefined, '', '0', '-1', '4.2', '42a', '01', '12345678901']) expect(detailIdOf(bad), String(bad)).toBeNull();
  });
});

describe('usePanelDetail (a panel embedded alone)', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/portal?c.size=5&b.page=2#top');
  });

  it('reads the open item from the panel URL state, links rows to the page URL with it', () => {
    history.replaceState(null, '', '/portal?c.size=5&c.member=17');
    const { result } = renderHook(usePanel, true);
    expect(result.current.id).toBe(17);
    expect(result.current.href(9)).toBe('/portal?c.size=5&c.member=9');
  });

  it('opening pushes one entry; closing goes back to the list entry (a popstate), other parameters kept', async () => {
    const { result } = renderHook(usePanel, true);
    expect(result.current.id).toBeNull();
    const length = history.length;
    act(() => result.current.open(42));
    expect(result.current.id).toBe(42);
    expect(history.length).toBe(length + 1);
    expect(params().get('c.member')).toBe('42');
    expect(params().get('b.page')).toBe('2');
    expect(location.hash).toBe('#top');
    await act(async () => {
      const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
      result.current.close();
      await popped;
    });
    expect(result.current.id).toBeNull();
    expect(params().has('c.member')).toBe(false);
    expect(params().get('c.size')).toBe('5');
  });

  it('an item opened by its URL closes in place (no entry to go back to)', () => {
    history.replaceState(null, '', '/portal?c.member=8&c.size=5');
    const { result } = renderHook(usePanel, true);
    const length = history.length;
    act(() => result.current.close());
    expect(result.current.id).toBeNull();
    expect(history.length).toBe(length);
    expect(location.search).toBe('?c.size=5');
  });

  it('Back and Forward open and close it', () => {
    const { result } = renderHook(usePanel, true);
    history.pushState(null, '', '/portal?c.member=3');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.id).toBe(3);
    history.replaceState(null, '', '/portal');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.id).toBeNull();
  });

  it('is off inside <admin-app> (the route says which item is open)', () => {
    history.replaceState(null, '', '/portal?c.member=17');
    const { result } = renderHook(usePanel, false);
    expect(result.current.id).toBeNull();
  });
});

describe('orGone and useLastOpen', () => {
  it('answers null for a 404, and fails for anything else', async () => {
    await expect(orGone(Promise.reject(new ApiError('Not found', 404)))).resolves.toBeNull();
    await expect(orGone(Promise.resolve(5))).resolves.toBe(5);
    await expect(orGone(Promise.reject(new ApiError('boom', 500)))).rejects.toThrow('boom');
  });

  it('keeps the last open item while the drawer closes', () => {
    const { result, rerender } = renderHook(useLastOpen, 4 as number | null);
    expect(result.current).toBe(4);
    rerender(null);
    expect(result.current).toBe(4);
    rerender(9);
    expect(result.current).toBe(9);
  });
});
