import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  count: number;
  pending: boolean;
  onConfirm(): void;
  /** The Sessions heading: the button that opened the dialog is gone once the others are signed out. */
  returnFocus(root: Document | ShadowRoot): HTMLElement | null;
}

/** "Sign out everywhere else?" with how many sessions end. */
export function SignOutOthersDialog({ open, onOpenChange, count, pending, onConfirm, returnFocus }: Props) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('profile.sessions.othersTitle')}
      description={t('profile.sessions.othersDescription', { count })}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('profile.sessions.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm} data-part="confirm-sign-out-others">
            {t('profile.sessions.othersConfirm')}
          </Button>
        </>
      }
    />
  );
}
