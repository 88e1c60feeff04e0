import type { ApiToken } from '../../api/contract/access.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';

interface Props {
  token: ApiToken | null;
  onClose(): void;
  pending: boolean;
  onConfirm(token: ApiToken): void;
  /** The API tokens heading: the Revoke button that opened the dialog is gone once the token is revoked. */
  returnFocus(root: Document | ShadowRoot): HTMLElement | null;
}

/** "Revoke “name”?": the token stops working at once. */
export function RevokeTokenDialog({ token, onClose, pending, onConfirm, returnFocus }: Props) {
  const t = useT();
  const name = token?.name ?? '';
  return (
    <Dialog
      open={token !== null}
      onOpenChange={(o) => !o && onClose()}
      size="sm"
      title={t('profile.tokens.revokeTitle', { name })}
      description={t('profile.tokens.revokeDescription')}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('profile.tokens.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => token && onConfirm(token)} data-part="confirm-revoke">
            {t('profile.tokens.revokeConfirm')}
          </Button>
        </>
      }
    />
  );
}
