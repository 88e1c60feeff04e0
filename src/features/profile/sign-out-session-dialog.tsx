import type { Session } from '../../api/contract/access.js';
import { useLang, useT } from '../../i18n/index.js';
import { relativeTime } from '../../ui/activity-text.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';

export interface SessionToEnd {
  session: Session;
  /** "Chrome on Linux": the row's words for it. */
  label: string;
}

interface Props {
  pending: SessionToEnd | null;
  busy: boolean;
  onClose(): void;
  onConfirm(target: SessionToEnd): void;
  /** The next row's Sign out, else the Sessions heading: the row that opened the dialog is gone once it is signed out. */
  returnFocus(root: Document | ShadowRoot): HTMLElement | null;
}

/**
 * "Sign out Chrome on Linux?" (issue 39, keyboard trial): one session's sign-out is confirmed like every other
 * one, so a quick second Enter on the next row's button opens a question, never signs out another session.
 */
export function SignOutSessionDialog({ pending, busy, onClose, onConfirm, returnFocus }: Props) {
  const t = useT();
  const [lang] = useLang();
  const s = pending?.session;
  const name = pending?.label ?? '';
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(o) => !o && !busy && onClose()}
      size="sm"
      title={t('profile.sessions.signOutTitle', { name })}
      description={
        s
          ? t('profile.sessions.signOutDescription', {
              when: relativeTime(s.createdAt, Math.max(Date.now(), Date.parse(s.createdAt)), lang),
              address: s.address ?? t('profile.sessions.unknownAddress'),
            })
          : undefined
      }
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('profile.sessions.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => pending && !busy && onConfirm(pending)} data-part="confirm-sign-out">
            {t('profile.sessions.signOut')}
          </Button>
        </>
      }
    />
  );
}
