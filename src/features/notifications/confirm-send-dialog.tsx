import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';

interface Props {
  open: boolean;
  /** null while the audience is still being counted. */
  count: number | null;
  title: string;
  sending: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Where the focus goes when the send button is gone on close (the summary after a send). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Stated before any send to more than one recipient. */
export function ConfirmSendDialog({ open, count: known, title, sending, onConfirm, onCancel, returnFocus }: Props) {
  const t = useT();
  const count = known ?? '…';
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      size="sm"
      returnFocus={returnFocus}
      title={t('notifications.confirm.title', { count })}
      description={t('notifications.confirm.description', { count, title: title.trim() })}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('notifications.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={sending} data-part="confirm-send">
            {t('notifications.confirm.send')}
          </Button>
        </>
      }
    />
  );
}
