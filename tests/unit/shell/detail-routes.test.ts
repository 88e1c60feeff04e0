import { describe, expect, it } from 'vitest';
import { sameScreen } from '../../../src/shell/router.js';
import { matchRoute } from '../../../src/shell/routes.js';

describe('routes with :id (issue 16: detail drawers)', () => {
  it('an item of customers or business is the same screen as its list, protected, with the list title', () => {
    for (const list of ['/customers', '/business']) {
      const item = matchRoute(`${list}/42`);
      expect(item?.path).toBe(`${list}/:id`);
      expect(item?.component).toBe(matchRoute(list)?.component);
      expect(item).toMatchObject({ protected: true, title: list.slice(1) });
      expect(matchRoute(`${list}/42/`)?.path).toBe(`${list}/:id`);
    }
  });

  it('anything else after the list is no route (the app goes to /home)', () => {
    for (const path of ['/customers/abc', '/customers/0', '/customers/42/x', '/customers/', '/business/-1', '/products/3', '/home/1'])
      expect(matchRoute(path)?.path ?? '', path).not.toMatch(/:id$/);
    expect(matchRoute('/customers/abc')).toBeUndefined();
    expect(matchRoute('/home/1')).toBeUndefined();
    expect(matchRoute('/customers/')?.path).toBe('/customers');
  });

  it('moving between a list and its items keeps the scroll (same screen); anything else scrolls to the top', () => {
    expect(sameScreen('/customers', '/customers/42')).toBe(true);
    expect(sameScreen('/customers/42', '/customers')).toBe(true);
    expect(sameScreen('/customers/42', '/customers/43')).toBe(true);
    expect(sameScreen('/customers', '/customers')).toBe(false);
    expect(sameScreen('/customers/42', '/business/42')).toBe(false);
    expect(sameScreen('/customers', '/business')).toBe(false);
  });
});
