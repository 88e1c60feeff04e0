import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { runBulk, type BulkItem, type BulkOutcome } from '../../lists/bulk.js';
import { useToast } from '../toast.js';

export type BulkAction = 'enable' | 'disable';
export type BulkPhase = 'idle' | 'resolving' | 'confirm' | 'running' | 'done' | 'error';

export interface BulkOptions {
  /** The items to act on for `action` (this page's selection, or every matching row fetched). */
  resolve(action: BulkAction): Promise<BulkItem[]>;
  /** Resolves to a reason when nothing was done for the item (it is reported as skipped, see runBulk). */
  /**
   * `batch`: one id for every call of one run (a retry or an undo is a run of its own), for the server to link
   * their audit events (the `X-Backoffice-Batch` header).
   */
  act(id: number, action: BulkAction, batch: string): Promise<unknown>;
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
  /**
   * Whether the dialog shows: the question of a disable, a run that lasts (a quick enable or undo finishes
   * without it), a report with failures or with nothing changed, an error.
   */
  open: boolean;
  run(action: BulkAction): void;
  /** Goes on with the disable the `confirm` phase asked about. */
  confirm(): void;
  retryFailed(): void;
  /** In a report (`done`) of a run that changed something: runs the opposite action on the items that succeeded. */
  undo: (() => void) | null;
  close(): void;
}

/** A run started without the dialog (an enable, an Undo from the toast) shows its progress only if it lasts this long. */
export const BULK_QUIET_MS = 400;

const opposite = (a: BulkAction): BulkAction => (a === 'enable' ? 'disable' : 'enable');

/** A run's id: random (a page not in a secure context has no randomUUID). */
const newBatchId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Drives a bulk run: the question before a disable, the progress, then what happened. A run where nothing
 * failed ends in a toast, as a row's action does ("3 members disabled", with Undo; issue 38, round 9: the
 * report was a second modal to dismiss); one with failures, or that changed nothing, in the report dialog, with a
 * retry of the failed.
 */
export function useBulk(opts: BulkOptions): BulkController {
  const ref = useRef(opts);
  ref.current = opts;
  const t = useT();
  const toast = useToast();
  const [phase, setPhase] = useState<BulkPhase>('idle');
  const [action, setAction] = useState<BulkAction>('disable');
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The items of a disable that waits for the admin's yes (issue 38, round 8: a bulk disable asks first; a bulk
  // enable, an undo and a retry do not).
  const [held, setHeld] = useState<BulkItem[] | null>(null);
  // Undo is offered once per run: the undo's own outcome has no undo of its own.
  const [undoable, setUndoable] = useState(true);
  // Started without the dialog: it opens only once the run has lasted BULK_QUIET_MS.
  const [quiet, setQuiet] = useState(false);
  const [late, setLate] = useState(false);
  const busy = phase === 'resolving' || phase === 'running';
  const undoQuietly = useRef<(items: BulkItem[], a: BulkAction) => void>(() => {});
  useEffect(() => {
    if (!quiet || !busy) return;
    const timer = setTimeout(() => setLate(true), BULK_QUIET_MS);
    return () => clearTimeout(timer);
  }, [quiet, busy]);

  const exec = useCallback(
    async (items: BulkItem[], a: BulkAction, canUndo: boolean) => {
      setAction(a);
      setUndoable(canUndo);
      setOutcome(null);
      setPhase('running');
      const batch = newBatchId();
      const res = await runBulk(items, (id) => ref.current.act(id, a, batch), {
        onProgress: (done, total) => setProgress({ done, total }),
        reasonOf: ref.current.reasonOf,
      });
      ref.current.onFinished(res, a);
      setOutcome(res);
      if (res.failed.length > 0 || res.ok.length === 0) {
        setQuiet(false);
        setPhase('done');
        return;
      }
      setPhase('idle');
      const changed = t(`list.bulk.summary.${a}`, { count: res.ok.length });
      const skipped = res.skipped.length ? t('list.bulk.skippedCount', { count: res.skipped.length }) : '';
      const back = res.ok.map(({ id, label }) => ({ id, label }));
      toast.success(
        t('common.success'),
        skipped ? `${changed} · ${skipped}` : changed,
        canUndo ? { action: { label: t('common.undo'), onClick: () => undoQuietly.current(back, opposite(a)) } } : undefined,
      );
    },
    [t, toast],
  );
  // The toast's Undo: the run goes without the dialog unless it lasts.
  undoQuietly.current = (items, a) => {
    setQuiet(true);
    setLate(false);
    setError(null);
    setProgress({ done: 0, total: 0 });
    void exec(items, a, false);
  };

  const run = useCallback(
    (a: BulkAction) => {
      setAction(a);
      setOutcome(null);
      setError(null);
      setProgress({ done: 0, total: 0 });
      setHeld(null);
      // An enable goes without a question: its dialog only if it lasts. A disable's question opens it anyway.
      setQuiet(true);
      setLate(false);
      setPhase('resolving');
      ref.current
        .resolve(a)
        .then((items) => {
          if (a === 'disable' && items.some((i) => !i.skip)) {
            setHeld(items);
            setQuiet(false);
            setPhase('confirm');
          } else void exec(items, a, true);
        })
        .catch((e) => {
          setError(ref.current.reasonOf(e));
          setQuiet(false);
          setPhase('error');
        });
    },
    [exec],
  );

  const retryFailed = useCallback(() => {
    if (!outcome) return;
    void exec(
      outcome.failed.map(({ id, label }) => ({ id, label })),
      action,
      undoable,
    );
  }, [outcome, action, undoable, exec]);

  const undo = useCallback(() => {
    if (!outcome) return;
    void exec(
      outcome.ok.map(({ id, label }) => ({ id, label })),
      opposite(action),
      false,
    );
  }, [outcome, action, exec]);

  const confirm = useCallback(() => {
    if (!held) return;
    setHeld(null);
    void exec(held, action, true);
  }, [held, action, exec]);
  const pending = { act: held?.filter((i) => !i.skip).length ?? 0, skip: held?.filter((i) => i.skip).length ?? 0 };

  const close = useCallback(() => {
    setHeld(null);
    setPhase('idle');
  }, []);
  const open = phase !== 'idle' && (!busy || !quiet || late);
  const canUndoNow = phase === 'done' && !!outcome && outcome.ok.length > 0 && undoable;
  return { phase, action, progress, outcome, error, pending, open, run, confirm, retryFailed, undo: canUndoNow ? undo : null, close };
}
