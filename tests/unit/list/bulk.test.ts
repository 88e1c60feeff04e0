import { describe, expect, it } from 'vitest';
import { runBulk } from '../../../src/lists/bulk.js';
import { fetchAllPages } from '../../../src/lists/fetch-all.js';

describe('bulk runner', () => {
  it('reports ok, failed (with reason) and skipped; skipped items are never called', async () => {
    const called: number[] = [];
    const progress: number[] = [];
    const out = await runBulk(
      [
        { id: 1, label: 'a' },
        { id: 2, label: 'b' },
        { id: 3, label: 'admin', skip: 'admin' },
      ],
      async (id) => {
        called.push(id);
        if (id === 2) throw new Error('boom');
      },
      { onProgress: (d) => progress.push(d) },
    );
    expect(out.ok.map((i) => i.id)).toEqual([1]);
    expect(out.failed).toEqual([{ id: 2, label: 'b', reason: 'boom' }]);
    expect(out.skipped).toEqual([{ id: 3, label: 'admin', skip: 'admin', reason: 'admin' }]);
    expect(called.sort()).toEqual([1, 2]);
    expect(progress.at(-1)).toBe(2);
  });

  it('reports an item the server left unchanged (act resolves to a reason) as skipped, not done', async () => {
    const out = await runBulk(
      [
        { id: 1, label: 'a' },
        { id: 2, label: 'b' },
      ],
      async (id) => (id === 2 ? 'already disabled' : undefined),
    );
    expect(out.ok.map((i) => i.id)).toEqual([1]);
    expect(out.skipped).toEqual([{ id: 2, label: 'b', reason: 'already disabled' }]);
  });

  it('bounds concurrency', async () => {
    let live = 0;
    let peak = 0;
    await runBulk(
      Array.from({ length: 20 }, (_, i) => ({ id: i, label: String(i) })),
      async () => {
        peak = Math.max(peak, ++live);
        await new Promise((r) => setTimeout(r, 2));
        live--;
      },
      { concurrency: 3 },
    );
    expect(peak).toBe(3);
  });
});

describe('fetchAllPages', () => {
  it('pages until hasNextPage is false, reporting progress, with no cap', async () => {
    const total = 250;
    const seen: number[] = [];
    const rows = await fetchAllPages(
      async (at, limit) => {
        const page = 'page' in at ? at.page : 0;
        const data = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => (page - 1) * limit + i);
        return {
          data,
          pagination: { hasPrevPage: page > 1, hasNextPage: page * limit < total, pageCount: Math.ceil(total / limit), dataCount: total },
        };
      },
      { onProgress: (loaded) => seen.push(loaded) },
    );
    expect(rows).toHaveLength(250);
    expect(seen).toEqual([100, 200, 250]);
  });

  it('follows nextCursor where the list answers one, and page numbers where it does not', async () => {
    const asked: string[] = [];
    const rows = await fetchAllPages<number>(async (at) => {
      asked.push(JSON.stringify(at));
      const n = 'cursor' in at ? Number(at.cursor) : 0;
      return {
        data: [n],
        pagination: { hasPrevPage: n > 0, hasNextPage: n < 2, pageCount: 3, dataCount: 3 },
        nextCursor: n < 2 ? String(n + 1) : null,
      };
    });
    expect(rows).toEqual([0, 1, 2]);
    expect(asked).toEqual(['{"page":1}', '{"cursor":"1"}', '{"cursor":"2"}']);
  });

  it('stops when aborted', async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(
      fetchAllPages(async () => ({ data: [1], pagination: { hasPrevPage: false, hasNextPage: true, pageCount: 9, dataCount: 9 } }), {
        signal: ctrl.signal,
      }),
    ).rejects.toThrow();
  });
});
