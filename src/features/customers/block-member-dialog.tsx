import { useEffect } from 'react';
import { blockMember } from '../../api/admins.js';
import { useErrorText } from '../../connected/error-handler.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { useMutation } from '../../state/query/mutation.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { FormError } from '../../ui/form-error.js';
import { useToast } from '../../ui/toast.js';

/**
 * POST /members/{id}/block; its error (409 not_pending) stays with the dialog. Members and the audit refetch.
 * The success toast is the write's, not the dialog's: it is said even when the dialog or the drawer has gone
 * meanwhile (a refetch, Escape, another route), since the account is blocked all the same.
 */
function useBlockMember() {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  return useMutation<unknown, { id: number; name: string }>({
    mutationFn: ({ id }) => blockMember(api, id),
    onSuccess: (_data, { name }) => toast.success(t('common.success'), t('customers.block.toast', { name })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}

/**
 * Block account (issue 39, team owners): the confirmation names the pending member and what happens (the
 * activation link dies for good). The focus starts on Cancel; a refusal is said in the dialog.
 */
export function BlockMemberDialog({ member, onClose }: { member: { id: number; name: string } | null; onClose(): void }) {
  const t = useT();
  const errorText = useErrorText();
  const run = useBlockMember();
  const { reset } = run;
  const busy = run.isPending;
  const memberId = member?.id;
  useEffect(() => reset(), [memberId, reset]);
  const name = member?.name ?? '';
  const confirm = () => {
    if (!member) return;
    run.mutate({ id: member.id, name }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open={!!member}
      onOpenChange={(o) => !o && !busy && onClose()}
      size="sm"
      // The action is gone once the account is blocked: focus goes to the drawer's status (its Enable button).
      returnFocus={(root) => root.querySelector<HTMLElement>('[data-part=member-enable]')}
      title={t('customers.block.title', { name })}
      description={t('customers.block.text', { name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy} data-part="cancel-block">
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy} data-part="confirm-block">
            {t('customers.block.button')}
          </Button>
        </>
      }
    >
      {run.error ? <FormError title={t('common.error')}>{errorText(run.error)}</FormError> : null}
    </Dialog>
  );
}
