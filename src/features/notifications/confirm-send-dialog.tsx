import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useLang, useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { longWhen } from './schedule.js';

interface Props {
  open: boolean;
  /** null while the audience is still being counted. */
  count: number | null;
  title: string;
  /** Who it goes to, in words (round 12: the dialog said how many, not who). */
  recipients: ReactNode;
  /** The ISO time it is scheduled at; null: it goes now. */
  sendAt: string | null;
  sending: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Where the focus goes when the send button is gone on close (the summary after a send). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Stated before any send to more than one recipient: how many, and when a scheduled one will go. */
export function ConfirmSendDialog({ open, count: known, title, recipients, sendAt, sending, onConfirm, onCancel, returnFocus }: Props) {
  const t = useT();
  const [lang] = useLang();
  const count = known ?? '…';
  const later = sendAt != null;
  const params = { count, title: title.trim(), ...(later ? { date: longWhen(sendAt, lang) } : {}) };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      size="sm"
      returnFocus={returnFocus}
      title={t(later ? 'notifications.confirm.scheduleTitle' : 'notifications.confirm.title', { count })}
      description={t(later ? 'notifications.confirm.scheduleDescription' : 'notifications.confirm.description', params)}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('notifications.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={sending} data-part="confirm-send">
            {later ? t('notifications.confirm.schedule') : t('notifications.confirm.send')}
          </Button>
        </>
      }
    >
      <p className={css({ fontSize: '14px' })} data-part="confirm-recipients">
        <span className={css({ color: 'fg.muted' })}>{t('notifications.summary.fieldTarget')}:</span> {recipients}
      </p>
    </Dialog>
  );
}
