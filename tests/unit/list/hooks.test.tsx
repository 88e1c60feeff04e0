// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useListState } from '../../../src/connected/use-list-state.js';
import type { BulkItem, BulkOutcome } from '../../../src/lists/bulk.js';
import { useBulk, type BulkAction, type BulkController, type BulkOptions } from '../../../src/ui/list/use-bulk.js';
import type { ListControls, ListDefaults } from '../../../src/lists/url-state.js';
import { useSelection } from '../../../src/ui/list/use-selection.js';
import { deferred } from '../../helpers/deferred.js';
import { toast } from '../../../src/ui/toast.js';
import { renderHook } from '../../helpers/render-hook.js';

/** Runs `fn` inside act and waits (inside it) until `until` passes: promise chains outside React settle first. */
async function actUntil(fn: () => void, until: () => void) {
  await act(async () => {
    fn();
    await vi.waitFor(until);
  });
}

/**
 * Runs a disable up to its question: it waits for the admin's yes, acting on nothing until then (issue 38,
 * round 8). run() goes on when the selection resolves: its promise settled, the phase is committed when act ends.
 */
async function askedToDisable(
  result: { current: BulkController },
  opts: { resolve: (action: BulkAction) => Promise<BulkItem[]> },
  acted: unknown[],
) {
  await act(async () => {
    result.current.run('disable');
    await vi.mocked(opts.resolve).mock.results.at(-1)!.value;
  });
  expect(result.current.phase).toBe('confirm');
  expect(result.current.pending).toEqual({ act: 3, skip: 1 });
  expect(acted).toEqual([]);
}

const params = () => new URLSearchParams(location.search);

describe('useListState', () => {
  const D: ListDefaults = { filters: { username: '', country: 'all' }, sort: 'username', sorts: ['username', 'city'] };
  const useCustomers = () => useListState('c.', D);
  const useTwoPanels = () => ({ c: useListState('c.', D), b: useListState('b.', D) });
  const START = '/list?c.username=ro&c.sort=city&c.dir=desc&c.page=3&c.size=20&b.page=2&companyId=4&page=7#top';

  beforeEach(() => {
    history.replaceState(null, '', START);
  });

  const foreignKept = () => {
    expect(params().get('b.page')).toBe('2');
    expect(params().get('companyId')).toBe('4');
    expect(params().get('page')).toBe('7');
    expect(location.pathname).toBe('/list');
    expect(location.hash).toBe('#top');
  };

  it('reads its initial state from the parameters of its prefix only', () => {
    const { result } = renderHook(useCustomers, undefined);
    expect(result.current.state).toEqual({ filters: { username: 'ro', country: 'all' }, sort: 'city', dir: 'desc', page: 3, size: 20 });
    history.replaceState(null, '', '/list?page=7&sort=city&username=x');
    const other = renderHook(useCustomers, undefined);
    expect(other.result.current.state).toEqual({
      filters: { username: '', country: 'all' },
      sort: 'username',
      dir: 'asc',
      page: 1,
      size: 10,
    });
  });

  it('setPage pushes one history entry with the prefixed page and keeps everything else', () => {
    const { result } = renderHook(useCustomers, undefined);
    const length = history.length;
    act(() => result.current.setPage(4));
    expect(history.length).toBe(length + 1);
    expect(result.current.state).toMatchObject({
      page: 4,
      sort: 'city',
      dir: 'desc',
      size: 20,
      filters: { username: 'ro', country: 'all' },
    });
    expect(params().get('c.page')).toBe('4');
    expect(params().get('c.username')).toBe('ro');
    foreignKept();
    // A page below 1 is page 1 (which is the default: no parameter).
    act(() => result.current.setPage(0));
    expect(result.current.state.page).toBe(1);
    expect(params().has('c.page')).toBe(false);
  });

  it('an unchanged state pushes no history entry', () => {
    const { result } = renderHook(useCustomers, undefined);
    const length = history.length;
    act(() => result.current.setPage(3)); // the page shown
    expect(history.length).toBe(length);
    expect(location.search).toBe(new URL(START, location.origin).search);
    act(() => result.current.setFilters({ country: 'ES' }));
    expect(history.length).toBe(length + 1);
    act(() => result.current.setFilters({ country: 'ES' })); // same filter, already on page 1
    act(() => result.current.setSort('city'));
    expect(history.length).toBe(length + 1);
  });

  const resets: [string, (c: ListControls) => void, (c: ListControls) => void][] = [
    [
      'setFilters merges the patch',
      (c) => c.setFilters({ country: 'ES' }),
      (c) => {
        expect(c.state.filters).toEqual({ username: 'ro', country: 'ES' });
        expect(params().get('c.country')).toBe('ES');
        expect(params().get('c.username')).toBe('ro');
      },
    ],
    [
      'resetFilters replaces every filter',
      (c) => c.resetFilters({ username: '', country: 'all' }),
      (c) => {
        expect(c.state.filters).toEqual({ username: '', country: 'all' });
        expect(params().has('c.username')).toBe(false);
        expect(params().has('c.country')).toBe(false);
      },
    ],
    [
      'setSort',
      (c) => c.setSort('username'),
      (c) => {
        expect(c.state.sort).toBe('username');
        expect(params().has('c.sort')).toBe(false);
      },
    ],
    [
      'setDir',
      (c) => c.setDir('asc'),
      (c) => {
        expect(c.state.dir).toBe('asc');
        expect(params().has('c.dir')).toBe(false);
      },
    ],
    [
      'setOrder (a sortable header) sets sort and direction in one entry',
      (c) => c.setOrder('username', 'asc'),
      (c) => {
        expect(c.state).toMatchObject({ sort: 'username', dir: 'asc' });
        expect(params().has('c.sort')).toBe(false);
        expect(params().has('c.dir')).toBe(false);
      },
    ],
    [
      'setSize',
      (c) => c.setSize(50),
      (c) => {
        expect(c.state.size).toBe(50);
        expect(params().get('c.size')).toBe('50');
      },
    ],
  ];
  for (const [name, change, check] of resets)
    it(`${name}, pushes an entry and goes back to page 1`, () => {
      const { result } = renderHook(useCustomers, undefined);
      expect(result.current.state.page).toBe(3);
      const length = history.length;
      act(() => change(result.current));
      expect(history.length).toBe(length + 1);
      expect(result.current.state.page).toBe(1);
      expect(params().has('c.page')).toBe(false);
      check(result.current);
      foreignKept();
    });

  it('Back and Forward re-read the state from the URL', () => {
    const { result } = renderHook(useCustomers, undefined);
    act(() => result.current.setFilters({ username: 'x' }));
    act(() => result.current.setPage(2));
    expect(result.current.state).toMatchObject({ page: 2, filters: { username: 'x' } });

    act(() => history.back());
    expect(params().get('c.username')).toBe('x');
    expect(result.current.state).toMatchObject({ page: 1, filters: { username: 'x' } });
    act(() => history.back());
    expect(result.current.state).toEqual({ filters: { username: 'ro', country: 'all' }, sort: 'city', dir: 'desc', page: 3, size: 20 });
    act(() => history.forward());
    expect(result.current.state).toMatchObject({ page: 1, filters: { username: 'x' } });
    // A change after going back continues from the state shown.
    act(() => result.current.setPage(5));
    expect(params().get('c.username')).toBe('x');
    expect(params().get('c.page')).toBe('5');
  });

  it('a popstate event re-reads the URL set by someone else', () => {
    const { result } = renderHook(useCustomers, undefined);
    history.replaceState(null, '', '/list?c.page=9&c.country=IT');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(result.current.state).toEqual({ filters: { username: '', country: 'IT' }, sort: 'username', dir: 'asc', page: 9, size: 10 });
  });

  it("two panels on one page leave each other's parameters alone", () => {
    const { result } = renderHook(useTwoPanels, undefined);
    expect(result.current.b.state.page).toBe(2);
    act(() => result.current.c.setFilters({ country: 'ES' }));
    act(() => result.current.b.setSort('city'));
    expect(result.current.c.state).toMatchObject({ page: 1, sort: 'city', filters: { username: 'ro', country: 'ES' } });
    expect(result.current.b.state).toMatchObject({ page: 1, sort: 'city', filters: { username: '', country: 'all' } });
    expect(params().get('c.country')).toBe('ES');
    expect(params().get('c.sort')).toBe('city');
    expect(params().get('b.sort')).toBe('city');
    expect(params().has('b.page')).toBe(false);
    expect(params().get('companyId')).toBe('4');

    act(() => history.back()); // undoes b's change only
    expect(result.current.b.state).toMatchObject({ page: 2, sort: 'username' });
    expect(result.current.c.state).toMatchObject({ page: 1, filters: { country: 'ES' } });
  });
});

describe('useSelection', () => {
  interface Row {
    id: number;
    name: string;
  }
  const rowId = (r: Row) => r.id;
  const page1: Row[] = [
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
    { id: 3, name: 'c' },
  ];
  const page2: Row[] = [
    { id: 4, name: 'd' },
    { id: 5, name: 'e' },
  ];
  type Props = { rows: Row[] | undefined; filter: string };
  const useRows = (p: Props) => useSelection(p.rows, rowId, p.filter);
  const pickedIds = (s: { picked: Map<number, Row> }) => [...s.picked.keys()].sort((a, b) => a - b);

  it('toggle picks and unpicks a row of the page (and nothing that is not on it)', () => {
    const { result } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    expect(pickedIds(result.current)).toEqual([]);
    act(() => result.current.toggle(2));
    expect(pickedIds(result.current)).toEqual([2]);
    expect(result.current.picked.get(2)).toBe(page1[1]);
    expect(result.current.isSelected(2)).toBe(true);
    expect(result.current.isSelected(1)).toBe(false);
    act(() => result.current.toggle(2));
    expect(pickedIds(result.current)).toEqual([]);
    act(() => result.current.toggle(99));
    expect(pickedIds(result.current)).toEqual([]);
  });

  it('togglePage selects the whole page when any row is unpicked, then clears it', () => {
    const { result } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    act(() => result.current.toggle(1));
    act(() => result.current.togglePage([1, 2, 3]));
    expect(pickedIds(result.current)).toEqual([1, 2, 3]);
    act(() => result.current.togglePage([1, 2, 3]));
    expect(pickedIds(result.current)).toEqual([]);
  });

  it('rows picked on one page stay picked on the next page', () => {
    const { result, rerender } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    act(() => result.current.togglePage([1, 2, 3]));
    rerender({ rows: page2, filter: 'f' });
    expect(pickedIds(result.current)).toEqual([1, 2, 3]);
    expect(result.current.isSelected(1)).toBe(true);
    expect(result.current.isSelected(4)).toBe(false);
    act(() => result.current.toggle(4));
    expect(pickedIds(result.current)).toEqual([1, 2, 3, 4]);
    expect(result.current.picked.get(1)).toBe(page1[0]);
    expect(result.current.picked.get(4)).toBe(page2[0]);
    // This page's header checkbox only touches this page.
    act(() => result.current.togglePage([4, 5]));
    expect(pickedIds(result.current)).toEqual([1, 2, 3, 4, 5]);
    act(() => result.current.togglePage([4, 5]));
    expect(pickedIds(result.current)).toEqual([1, 2, 3]);
    // While the next page loads (rows undefined) the selection is kept.
    rerender({ rows: undefined, filter: 'f' });
    expect(pickedIds(result.current)).toEqual([1, 2, 3]);
  });

  it('"every matching row" selects rows of every page; unpicking a row or the page leaves that mode', () => {
    const { result } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    act(() => result.current.togglePage([1, 2, 3]));
    act(() => result.current.setAllMatching(true));
    expect(result.current.allMatching).toBe(true);
    expect(result.current.isSelected(42)).toBe(true); // a row of another page
    act(() => result.current.toggle(2));
    expect(result.current.allMatching).toBe(false);
    expect(result.current.isSelected(2)).toBe(false);
    expect(result.current.isSelected(42)).toBe(false);
    expect(pickedIds(result.current)).toEqual([1, 3]);

    act(() => result.current.setAllMatching(true));
    act(() => result.current.togglePage([1, 2, 3])); // every row shows selected: the page is cleared
    expect(result.current.allMatching).toBe(false);
    expect(pickedIds(result.current)).toEqual([]);
  });

  it('unpicking a row that "every matching row" selected keeps the rest of the page picked', () => {
    const { result } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    act(() => result.current.toggle(1));
    act(() => result.current.setAllMatching(true));
    act(() => result.current.toggle(2)); // 2 was never picked by hand
    expect(result.current.allMatching).toBe(false);
    expect(result.current.isSelected(2)).toBe(false);
    expect(pickedIds(result.current)).toEqual([1, 3]);
  });

  it('clear() empties the selection and leaves "every matching row"', () => {
    const { result } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    act(() => result.current.toggle(1));
    act(() => result.current.setAllMatching(true));
    act(() => result.current.clear());
    expect(result.current.allMatching).toBe(false);
    expect(pickedIds(result.current)).toEqual([]);
    expect(result.current.isSelected(1)).toBe(false);
  });

  it('a new reset key (another filter) clears everything', () => {
    const { result, rerender } = renderHook<Props, ReturnType<typeof useRows>>(useRows, { rows: page1, filter: 'f' });
    act(() => result.current.toggle(1));
    act(() => result.current.setAllMatching(true));
    rerender({ rows: page1, filter: 'f' });
    expect(result.current.allMatching).toBe(true);
    expect(pickedIds(result.current)).toEqual([1]);
    rerender({ rows: page1, filter: 'g' });
    expect(result.current.allMatching).toBe(false);
    expect(pickedIds(result.current)).toEqual([]);
    expect(result.current.isSelected(1)).toBe(false);
  });
});

describe('useBulk', () => {
  const useRun = (opts: BulkOptions) => useBulk(opts);
  const byId = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);

  /** Options recording every call; `act` is answered by `answer`. */
  function options(resolve: BulkOptions['resolve'], answer: (id: number, action: BulkAction, attempt: number) => Promise<unknown>) {
    const acted: [number, BulkAction][] = [];
    const attempts = new Map<number, number>();
    const finished: [BulkOutcome, BulkAction][] = [];
    const opts: BulkOptions = {
      resolve: vi.fn(resolve),
      act: (id, action) => {
        acted.push([id, action]);
        const attempt = (attempts.get(id) ?? 0) + 1;
        attempts.set(id, attempt);
        return answer(id, action, attempt);
      },
      reasonOf: vi.fn((e: unknown) => `failed: ${(e as Error).message}`),
      onFinished: (outcome, action) => void finished.push([outcome, action]),
    };
    return { opts, acted, finished };
  }

  const items: BulkItem[] = [
    { id: 1, label: 'ada' },
    { id: 2, label: 'bob' },
    { id: 3, label: 'cy' },
    { id: 9, label: 'root', skip: 'admins are never disabled' },
  ];

  it('goes idle → resolving → running → done and reports each item', async () => {
    const resolved = deferred<BulkItem[]>();
    const gates = new Map([1, 2, 3].map((id) => [id, deferred<void>()]));
    const { opts, acted, finished } = options(
      () => resolved.promise,
      (id) => gates.get(id)!.promise,
    );
    const { result } = renderHook(useRun, opts);
    expect(result.current.phase).toBe('idle');
    expect(result.current.outcome).toBeNull();

    act(() => result.current.run('enable'));
    expect(result.current.phase).toBe('resolving');
    expect(result.current.action).toBe('enable');
    expect(opts.resolve).toHaveBeenCalledWith('enable');
    expect(acted).toEqual([]);

    await actUntil(
      () => resolved.resolve(items),
      () => expect(acted.length).toBeGreaterThan(0),
    );
    expect(result.current.phase).toBe('running');
    expect(result.current.progress).toEqual({ done: 0, total: 3 }); // the skipped item is not counted
    expect(finished).toEqual([]);

    await actUntil(
      () => {
        gates.get(1)!.resolve();
        gates.get(2)!.reject(new Error('already disabled'));
        gates.get(3)!.resolve();
      },
      () => expect(finished).toHaveLength(1),
    );
    expect(result.current.phase).toBe('done');
    expect(result.current.progress).toEqual({ done: 3, total: 3 });
    const outcome = result.current.outcome!;
    expect(byId(outcome.ok).map((i) => i.id)).toEqual([1, 3]);
    expect(outcome.failed).toEqual([{ id: 2, label: 'bob', reason: 'failed: already disabled' }]);
    expect(outcome.skipped).toEqual([{ id: 9, label: 'root', skip: 'admins are never disabled', reason: 'admins are never disabled' }]);
    expect(finished[0]).toEqual([outcome, 'enable']);
    expect(byId(acted.map(([id, action]) => ({ id, action })))).toEqual([
      { id: 1, action: 'enable' },
      { id: 2, action: 'enable' },
      { id: 3, action: 'enable' },
    ]);

    act(() => result.current.close());
    expect(result.current.phase).toBe('idle');
  });

  it('one batch id for every call of a run, another for the next run (the audit trail links a run)', async () => {
    const batches: [number, string][] = [];
    const finished: BulkAction[] = [];
    const opts: BulkOptions = {
      resolve: vi.fn(async () => items),
      act: async (id, _action, batch) => void batches.push([id, batch]),
      reasonOf: (e: unknown) => String(e),
      onFinished: (_outcome, action) => void finished.push(action),
    };
    const { result } = renderHook(useRun, opts);
    await actUntil(
      () => result.current.run('enable'),
      () => expect(finished).toHaveLength(1),
    );
    await act(async () => {
      result.current.run('disable');
      await vi.mocked(opts.resolve).mock.results.at(-1)!.value;
    });
    await actUntil(
      () => result.current.confirm(),
      () => expect(finished).toHaveLength(2),
    );
    expect(finished).toEqual(['enable', 'disable']);
    const first = new Set(batches.slice(0, 3).map(([, b]) => b));
    const second = new Set(batches.slice(3).map(([, b]) => b));
    expect(batches.map(([id]) => id).sort()).toEqual([1, 1, 2, 2, 3, 3]);
    expect([first.size, second.size]).toEqual([1, 1]);
    const [a] = first;
    const [b] = second;
    expect(a).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(b).not.toBe(a);
  });

  it('retryFailed re-runs only the failed items, with the same action', async () => {
    // bob fails once, cy fails every time.
    const { opts, acted, finished } = options(
      async () => items,
      async (id, _action, attempt) => {
        if (id === 3 || (id === 2 && attempt === 1)) throw new Error(`no ${id}`);
      },
    );
    const { result } = renderHook(useRun, opts);
    await askedToDisable(result, opts, acted);
    await actUntil(
      () => result.current.confirm(),
      () => expect(finished).toHaveLength(1),
    );
    expect(byId(result.current.outcome!.failed)).toEqual([
      { id: 2, label: 'bob', reason: 'failed: no 2' },
      { id: 3, label: 'cy', reason: 'failed: no 3' },
    ]);
    expect(acted).toHaveLength(3);

    acted.length = 0;
    await actUntil(
      () => result.current.retryFailed(),
      () => expect(finished).toHaveLength(2),
    );
    expect(byId(acted.map(([id, action]) => ({ id, action })))).toEqual([
      { id: 2, action: 'disable' },
      { id: 3, action: 'disable' },
    ]);
    expect(result.current.phase).toBe('done');
    expect(result.current.progress).toEqual({ done: 2, total: 2 });
    expect(result.current.outcome).toEqual({
      ok: [{ id: 2, label: 'bob' }],
      failed: [{ id: 3, label: 'cy', reason: 'failed: no 3' }],
      skipped: [],
    });
    expect(finished[1]).toEqual([result.current.outcome, 'disable']);

    acted.length = 0;
    await actUntil(
      () => result.current.retryFailed(),
      () => expect(finished).toHaveLength(3),
    );
    expect(acted).toEqual([[3, 'disable']]);
    expect(opts.resolve).toHaveBeenCalledTimes(1); // a retry does not resolve the selection again
  });

  it('a selection that cannot be resolved ends in the error phase with its reason, acting on nothing', async () => {
    let fail = true;
    const { opts, acted, finished } = options(
      () => (fail ? Promise.reject(new Error('list unavailable')) : Promise.resolve(items.slice(0, 1))),
      async () => undefined,
    );
    const { result } = renderHook(useRun, opts);
    await actUntil(
      () => result.current.run('disable'),
      () => expect(opts.reasonOf).toHaveBeenCalled(),
    );
    expect(result.current.phase).toBe('error');
    expect(result.current.error).toBe('failed: list unavailable');
    expect(result.current.outcome).toBeNull();
    expect(acted).toEqual([]);
    expect(finished).toEqual([]);

    // Running again starts afresh.
    fail = false;
    act(() => result.current.run('enable'));
    expect(result.current.error).toBeNull();
    expect(result.current.phase).toBe('resolving');
    await actUntil(
      () => undefined,
      () => expect(finished).toHaveLength(1),
    );
    // Nothing failed: the outcome is a toast, the dialog's phase idle.
    expect(result.current.phase).toBe('idle');
    expect(result.current.outcome!.ok).toEqual([{ id: 1, label: 'ada' }]);
  });

  it('a run where nothing fails ends in a toast whose Undo runs the opposite action on what changed, without a second Undo', async () => {
    const shown = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    try {
      const { opts, acted, finished } = options(
        async () => items,
        async () => undefined,
      );
      const { result } = renderHook(useRun, opts);
      await askedToDisable(result, opts, acted);
      await actUntil(
        () => result.current.confirm(),
        () => expect(finished).toHaveLength(1),
      );
      expect(result.current.phase).toBe('idle');
      expect(result.current.open).toBe(false);
      expect(shown).toHaveBeenCalledTimes(1);
      const [, message, options1] = shown.mock.calls[0]!;
      expect(message).toBe('3 membri disabilitati · 1 saltato');
      expect(options1?.action?.label).toBe('Annulla modifica');
      acted.length = 0;
      await actUntil(
        () => options1!.action!.onClick(),
        () => expect(finished).toHaveLength(2),
      );
      expect(byId(acted.map(([id, action]) => ({ id, action })))).toEqual([
        { id: 1, action: 'enable' },
        { id: 2, action: 'enable' },
        { id: 3, action: 'enable' },
      ]);
      const [, undone, options2] = shown.mock.calls[1]!;
      expect(undone).toBe('3 membri abilitati');
      expect(options2).toBeUndefined();
    } finally {
      shown.mockRestore();
    }
  });

  it('a new run forgets the previous report', async () => {
    const second = deferred<BulkItem[]>();
    let calls = 0;
    const { opts, acted, finished } = options(
      () => (++calls === 1 ? Promise.resolve(items) : second.promise),
      async (id) => {
        if (id === 2) throw new Error('nope');
      },
    );
    const { result } = renderHook(useRun, opts);
    await askedToDisable(result, opts, acted);
    await actUntil(
      () => result.current.confirm(),
      () => expect(finished).toHaveLength(1),
    );
    expect(result.current.outcome).not.toBeNull();
    act(() => result.current.run('enable'));
    expect(result.current.phase).toBe('resolving');
    expect(result.current.outcome).toBeNull();
    expect(result.current.progress).toEqual({ done: 0, total: 0 });
    expect(result.current.action).toBe('enable');
    await actUntil(
      () => second.resolve([]),
      () => expect(finished).toHaveLength(2),
    );
    expect(result.current.outcome).toEqual({ ok: [], failed: [], skipped: [] });
  });
});
