import { useCallback, useEffect, useRef, useState } from 'react';

export interface MutationOptions<TData, TVars, TCtx> {
  mutationFn(vars: TVars): Promise<TData>;
  /** Before the call (an optimistic change); what it returns reaches the other callbacks. */
  onMutate?(vars: TVars): Promise<TCtx> | TCtx;
  onSuccess?(data: TData, vars: TVars, ctx: TCtx | undefined): unknown;
  onError?(error: unknown, vars: TVars, ctx: TCtx | undefined): unknown;
  onSettled?(data: TData | undefined, error: unknown, vars: TVars, ctx: TCtx | undefined): unknown;
}

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/** What one call of `mutate` adds: run only for the latest call, while the screen is still there. */
export interface MutateCallbacks<TData, TVars> {
  onSuccess?(data: TData, vars: TVars): unknown;
  onError?(error: unknown, vars: TVars): unknown;
  onSettled?(data: TData | undefined, error: unknown, vars: TVars): unknown;
}

interface MutationState<TData, TVars> {
  status: MutationStatus;
  data: TData | undefined;
  error: unknown;
  variables: TVars | undefined;
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/**
 * One call of a write, without React: `onMutate` (an optimistic change), the call, then `onSuccess` or
 * `onError` (a rollback), then `onSettled`. `failed` runs after the failure's callbacks, even when they throw.
 */
export async function runMutation<TData, TVars, TCtx>(
  o: MutationOptions<TData, TVars, TCtx>,
  vars: TVars,
  failed?: (error: unknown) => void,
): Promise<TData> {
  let ctx: TCtx | undefined;
  let data: TData;
  try {
    ctx = await o.onMutate?.(vars);
    data = await o.mutationFn(vars);
    await o.onSuccess?.(data, vars, ctx);
    await o.onSettled?.(data, null, vars, ctx);
  } catch (error) {
    try {
      await o.onError?.(error, vars, ctx);
      await o.onSettled?.(undefined, error, vars, ctx);
    } finally {
      failed?.(error);
    }
    throw error;
  }
  return data;
}

/**
 * A write: `mutate` (errors go to `onError` only) or `mutateAsync` (rejects too). The options' callbacks
 * run even when the screen has gone meanwhile; the state shown, and a call's own callbacks, are the
 * latest call's.
 */
export function useMutation<TData, TVars = void, TCtx = undefined>(opts: MutationOptions<TData, TVars, TCtx>) {
  const [state, setState] = useState<MutationState<TData, TVars>>(IDLE);
  const latest = useRef(opts);
  latest.current = opts;
  const calls = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const run = useCallback(async (vars: TVars, own?: MutateCallbacks<TData, TVars>): Promise<TData> => {
    const o = latest.current;
    const id = ++calls.current;
    const current = () => mounted.current && id === calls.current;
    const show = (s: MutationState<TData, TVars>) => current() && setState(s);
    show({ status: 'pending', data: undefined, error: null, variables: vars });
    const data = await runMutation(o, vars, (error) => {
      show({ status: 'error', data: undefined, error, variables: vars });
      if (current()) {
        own?.onError?.(error, vars);
        own?.onSettled?.(undefined, error, vars);
      }
    });
    show({ status: 'success', data, error: null, variables: vars });
    if (current()) {
      own?.onSuccess?.(data, vars);
      own?.onSettled?.(data, null, vars);
    }
    return data;
  }, []);
  const mutateAsync = useCallback((vars: TVars) => run(vars), [run]);
  const mutate = useCallback((vars: TVars, own?: MutateCallbacks<TData, TVars>) => void run(vars, own).catch(() => undefined), [run]);
  const reset = useCallback(() => {
    calls.current++;
    setState(IDLE);
  }, []);
  return {
    mutate,
    mutateAsync,
    reset,
    data: state.data,
    error: state.error,
    variables: state.variables,
    status: state.status,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
