import { useCallback, useRef, useState } from 'react';
import { runBulk, type BulkItem, type BulkOutcome } from '../../lists/bulk.js';

export type BulkAction = 'enable' | 'disable';
export type BulkPhase = 'idle' | 'resolving' | 'confirm' | 'running' | 'done' | 'error';

export interface BulkOptions {
  /** The items to act on for `action` (this page's selection, or every matching row fetched). */
  resolve(action: BulkAction): Promise<BulkItem[]>;
  /** Resolves to a reason when nothing was done for the item (it is reported as skipped, see runBulk). */
  act(id: number, action: BulkAction): Promise<unknown>;
  reasonOf(e: unknown): string;
  onFinished(outcome: BulkOutcome, action: BulkAction): void;
}

export interface BulkController {
  phase: BulkPhase;
  action: BulkAction;
  progress: { done: number; total: number };
  outcome: BulkOutcome | null;
  error: string | null;
  /** In the `confirm` phase (a disable): how many items it would change, and how many it skips. */
  pending: { act: number; skip: number };
  run(action: BulkAction): void;
  /** Goes on with the disable the `confirm` phase asked about. */
  confirm(): void;
  retryFailed(): void;
  /** Set after a run that changed something: runs the opposite action on the items that succeeded. */
  undo: (() => void) | null;
  close(): void;
}

const opposite = (a: BulkAction): BulkAction => (a === 'enable' ? 'disable' : 'enable');

/** Drives a bulk run and its report dialog (progress, per-item outcome, retry of the failed ones). */
export function useBulk(opts: BulkOptions): BulkController {
  const ref = useRef(opts);
  ref.current = opts;
  const [phase, setPhase] = useState<BulkPhase>('idle');
  const [action, setAction] = useState<BulkAction>('disable');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The items of a disable that waits for the admin's yes (issue 38, round 8: a bulk disable asks first; a bulk
  // enable, an undo and a retry do not).
  const [held, setHeld] = useState<BulkItem[] | null>(null);

  const exec = useCallback(async (items: BulkItem[], a: BulkAction) => {
    setPhase('running');
    const res = await runBulk(items, (id) => ref.current.act(id, a), {
      onProgress: (done, total) => setProgress({ done, total }),
      reasonOf: ref.current.reasonOf,
    });
    setOutcome(res);
    setPhase('done');
    ref.current.onFinished(res, a);
  }, []);

  const run = useCallback(
    (a: BulkAction) => {
      setAction(a);
      setUndone(false);
      setOutcome(null);
      setError(null);
      setProgress({ done: 0, total: 0 });
      setHeld(null);
      setPhase('resolving');
      ref.current
        .resolve(a)
        .then((items) => {
          if (a === 'disable' && items.some((i) => !i.skip)) {
            setHeld(items);
            setPhase('confirm');
          } else void exec(items, a);
        })
        .catch((e) => {
          setError(ref.current.reasonOf(e));
          setPhase('error');
        });
    },
    [exec],
  );

  const retryFailed = useCallback(() => {
    if (!outcome) return;
    const failed = outcome.failed.map(({ id, label }) => ({ id, label }));
    void exec(failed, action);
  }, [outcome, action, exec]);

  // Undo is offered once per run: the undo's own report has no undo of its own.
  const [undone, setUndone] = useState(false);
  const undoable = phase === 'done' && !!outcome && outcome.ok.length > 0 && !undone;
  const undo = useCallback(() => {
    if (!outcome) return;
    const back = opposite(action);
    setUndone(true);
    setAction(back);
    setOutcome(null);
    void exec(
      outcome.ok.map(({ id, label }) => ({ id, label })),
      back,
    );
  }, [outcome, action, exec]);

  const confirm = useCallback(() => {
    if (!held) return;
    setHeld(null);
    void exec(held, action);
  }, [held, action, exec]);
  const pending = { act: held?.filter((i) => !i.skip).length ?? 0, skip: held?.filter((i) => i.skip).length ?? 0 };

  const close = useCallback(() => {
    setHeld(null);
    setPhase('idle');
  }, []);
  return { phase, action, progress, outcome, error, pending, run, confirm, retryFailed, undo: undoable ? undo : null, close };
}
