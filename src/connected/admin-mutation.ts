import { useMutation } from '../state/query/mutation.js';
import { useT, type Translate } from '../i18n/index.js';
import { useToast, type ToastAction } from '../ui/toast.js';
import { useErrorReporter, type FieldErrorClaim } from './error-handler.js';
import { useHost } from '../state/host.js';
import type { AdminEventTuple } from '../state/events.js';

export interface AdminMutation<TData, TVars, TCtx> {
  mutationFn(vars: TVars): Promise<TData>;
  /**
   * The success toast's title (what happened: "Member disabled", issue 39/38 item 4), its text (whom it names)
   * and the public event dispatched from the host.
   */
  success(
    data: TData,
    vars: TVars,
    t: Translate,
  ): { title: string; message: string; event?: AdminEventTuple; action?: ToastAction; key?: string };
  /** Optimistic change; what it returns is handed to `rollback` when the call fails. */
  onMutate?(vars: TVars): Promise<TCtx> | TCtx;
  rollback?(ctx: TCtx | undefined): void;
  /** Title of the error toast (default: the translated 'error'). */
  errorTitle?(t: Translate): string;
  /** The form's field errors: an error about a field it shows goes next to that field, not in a toast. */
  fields?: FieldErrorClaim;
  /** After the toast and event of a success (close a dialog, refetch). */
  afterSuccess?(data: TData, vars: TVars): unknown;
  /** After success or failure (refetch). */
  onSettled?(): unknown;
}

/**
 * A write of an admin screen: success toast and host event, optimistic change rolled back on failure,
 * the shared error handler (session errors are the client's; field errors go to the form's fields), then `onSettled`.
 */
export function useAdminMutation<TData, TVars, TCtx = undefined>(m: AdminMutation<TData, TVars, TCtx>) {
  const t = useT();
  const toast = useToast();
  const host = useHost();
  const report = useErrorReporter();
  return useMutation<TData, TVars, TCtx>({
    mutationFn: (vars) => m.mutationFn(vars),
    ...(m.onMutate ? { onMutate: (vars: TVars) => m.onMutate!(vars) } : {}),
    onSuccess: (data, vars) => {
      const { title, message, event, action, key } = m.success(data, vars, t);
      toast.success(title, message, action || key ? { action, key } : undefined);
      // The tuple's name and detail were checked together where it was built.
      if (event) (host.emit as (type: AdminEventTuple[0], detail: AdminEventTuple[1]) => boolean)(event[0], event[1]);
      return m.afterSuccess?.(data, vars);
    },
    onError: (error, _vars, ctx) => {
      m.rollback?.(ctx);
      report(error, { ...(m.errorTitle ? { title: m.errorTitle(t) } : {}), ...(m.fields ? { fields: m.fields } : {}) });
    },
    onSettled: () => m.onSettled?.(),
  });
}
