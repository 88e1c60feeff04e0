import type { SentNotification } from '../../api/contract/notification.js';
import { useLang, useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { longWhen } from './schedule.js';

interface Props {
  /** The send to cancel; null: closed. */
  send: SentNotification | null;
  cancelling: boolean;
  onConfirm(): void;
  onKeep(): void;
  /** Where the focus goes when the control that opened it is gone (the menu item): its row. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Asked before a scheduled or queued send is cancelled: who will not receive it, and when it was due. The focus
 * starts on "Don't cancel" (the harmless answer); "Cancel sending" is the next button.
 */
export function CancelSendDialog({ send, cancelling, onConfirm, onKeep, returnFocus }: Props) {
  const t = useT();
  const [lang] = useLang();
  const title = send?.title ?? '';
  const due =
    send?.status === 'scheduled' && send.sendAt ? `${t('notifications.history.cancelDue', { date: longWhen(send.sendAt, lang) })} ` : '';
  return (
    <Dialog
      open={!!send}
      onOpenChange={(o) => !o && !cancelling && onKeep()}
      size="sm"
      returnFocus={returnFocus}
      title={t('notifications.history.cancelTitle', { title })}
      description={send ? due + t('notifications.history.cancelDescription', { count: send.recipients }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onKeep} disabled={cancelling} data-part="keep-send">
            {t('notifications.history.keep')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={cancelling} data-part="confirm-cancel">
            {cancelling ? t('notifications.history.cancelling') : t('notifications.history.cancel')}
          </Button>
        </>
      }
    />
  );
}
