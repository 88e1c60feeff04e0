import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useMemberToggle } from './use-customers.js';

/**
 * Enable in the member drawer asks first (issue 39/38, keyboard trial), naming the member; the focus starts on
 * Cancel. Escape or Cancel gives the focus back to Enable; once enabled, the drawer's same button is Disable and
 * keeps it (the success toast offers Undo). A refusal is the shared error toast, and the dialog closes.
 */
export function EnableMemberDialog({ member, onClose }: { member: { id: number; name: string } | null; onClose(): void }) {
  const t = useT();
  const toggle = useMemberToggle();
  const busy = toggle.isPending;
  const name = member?.name ?? '';
  const confirm = () => {
    if (!member) return;
    toggle.mutate({ memberId: member.id, enable: true, name }, { onSettled: onClose });
  };
  return (
    <Dialog
      open={!!member}
      onOpenChange={(o) => !o && !busy && onClose()}
      size="sm"
      // Should the Enable button be gone on close (the member changed meanwhile): the drawer's status.
      returnFocus={(root) =>
        root.querySelector<HTMLElement>('[data-part=member-disable], [data-part=member-enable], [data-part=member-state]')
      }
      title={t('customers.enable.title', { name })}
      description={t('customers.enable.text', { name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy} data-part="cancel-enable">
            {t('common.cancel')}
          </Button>
          <Button variant="solid" onClick={confirm} loading={busy} data-part="confirm-enable">
            {t('customers.enable.button')}
          </Button>
        </>
      }
    />
  );
}
