import { describe, expect, it } from 'vitest';
import { runPool } from '../../../src/shared/work-pool.js';

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

describe('runPool', () => {
  it('runs every index once, at most `concurrency` at once, started in index order', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await runPool(10, 3, async (i) => {
      started.push(i);
      most = Math.max(most, ++running);
      for (let k = 0; k < (i % 3) + 1; k++) await tick();
      running--;
    });
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
  });

  it("a step's 'stop' starts no more; the steps already running finish", async () => {
    const finished: number[] = [];
    await runPool(100, 2, async (i) => {
      await tick();
      finished.push(i);
      if (i === 3) return 'stop';
    });
    // 0..3 ran; 4 had started beside 3 and finishes; nothing after it.
    expect(finished.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('nothing to do, or fewer items than workers', async () => {
    const seen: number[] = [];
    await runPool(0, 4, async (i) => void seen.push(i));
    await runPool(2, 8, async (i) => void seen.push(i));
    expect(seen).toEqual([0, 1]);
  });
});
