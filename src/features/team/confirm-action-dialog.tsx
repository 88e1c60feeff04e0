import { useEffect } from 'react';
import type { AdminAccount } from '../../api/contract/access.js';
import { useErrorText } from '../../connected/error-handler.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { FormError } from '../../ui/form-error.js';
import { useToast } from '../../ui/toast.js';
import { actionTitle, actionToast, useTeamAction, type TeamAction } from './use-team.js';

export interface PendingAction {
  action: TeamAction;
  admin: AdminAccount;
}

const DANGER: ReadonlySet<TeamAction> = new Set(['disable', 'revoke', 'removeOwner']);

/** A disabled administrator whose rights go stays a disabled member: the text says so (issue 39/38, item 3). */
const textKey = (p: PendingAction) => (p.action === 'revoke' && !p.admin.enabled ? 'textDisabled' : 'text');

/**
 * The confirmation of a row action of Team: it names the administrator and what happens. The focus starts on
 * Cancel; a refusal (409 last_owner, cannot_disable_self) is said in the dialog, next to the button, until the
 * next attempt.
 */
export function ConfirmActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose(): void }) {
  const t = useT();
  const toast = useToast();
  const errorText = useErrorText();
  const run = useTeamAction();
  const { reset } = run;
  const busy = run.isPending;
  useEffect(() => reset(), [pending, reset]);
  const name = pending?.admin.name ?? '';
  const key = pending ? `team.confirm.${pending.action}` : '';
  const confirm = () => {
    if (!pending) return;
    run.mutate(pending, {
      onSuccess: (data) => {
        toast.success(actionTitle(pending.action, t), actionToast(pending.action, t, pending.admin, data));
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={!!pending}
      onOpenChange={(o) => !o && !busy && onClose()}
      size="sm"
      title={pending ? t(`${key}.title`, { name }) : ''}
      description={pending ? t(`${key}.${textKey(pending)}`, { name }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy} data-part="cancel-action">
            {t('common.cancel')}
          </Button>
          <Button
            variant={pending && DANGER.has(pending.action) ? 'danger' : 'solid'}
            onClick={confirm}
            loading={busy}
            data-part="confirm-action"
          >
            {pending ? t(`${key}.button`, { name }) : ''}
          </Button>
        </>
      }
    >
      {run.error ? <FormError title={t('common.error')}>{errorText(run.error)}</FormError> : null}
    </Dialog>
  );
}
