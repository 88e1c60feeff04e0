import { useEffect, useId, useRef, useState } from 'react';
import type { Session } from '../../api/contract/access.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { cardStyle } from '../../ui/card.js';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.js';
import { useNow } from '../../ui/use-now.js';
import { rows, sectionHead, sectionIntro, sectionText, sectionTitle } from './section-styles.js';
import { SessionRow } from './session-row.js';
import { SignOutOthersDialog } from './sign-out-others-dialog.js';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './use-sessions.js';

const HEADING = 'profile-sessions-title';

/** Where the focus goes once a session is signed out: the next row's button (or the one before), else the heading. */
function nextFocus(list: Session[], id: string): string | null {
  const others = list.filter((s) => !s.current);
  const at = others.findIndex((s) => s.id === id);
  return (others[at + 1] ?? others[at - 1])?.id ?? null;
}

/** Profile › Sessions: the member's live sessions, "Sign out" per other one, "Sign out everywhere else". */
export function SessionsCard() {
  const t = useT();
  const now = useNow();
  const sessions = useSessions();
  const cardRef = useRef<HTMLElement>(null);
  const descId = useId();
  const [confirming, setConfirming] = useState(false);
  const [focusTo, setFocusTo] = useState<{ id: string | null } | null>(null);
  const live = (sessions.data ?? []).filter((s) => !s.revokedAt);
  const others = live.filter((s) => !s.current);
  const revoke = useRevokeSession(({ id }) => setFocusTo({ id: nextFocus(live, id) }));
  const revokeOthers = useRevokeOtherSessions(() => setConfirming(false));

  useEffect(() => {
    if (!focusTo) return;
    const card = cardRef.current;
    const button = focusTo.id ? card?.querySelector<HTMLElement>(`[data-session-id="${focusTo.id}"] [data-part=session-sign-out]`) : null;
    (button ?? card?.querySelector<HTMLElement>(`#${HEADING}`))?.focus();
    setFocusTo(null);
  }, [focusTo]);

  return (
    <section className={cardStyle} data-part="sessions-card" ref={cardRef} aria-labelledby={HEADING} aria-describedby={descId}>
      <div className={sectionHead}>
        <div className={sectionIntro}>
          <h2 id={HEADING} tabIndex={-1} className={sectionTitle}>
            {t('profile.sessions.title')}
          </h2>
          <p id={descId} className={sectionText}>
            {t('profile.sessions.description')}
          </p>
        </div>
        {others.length > 0 && (
          <Button variant="outline" onClick={() => setConfirming(true)} data-part="sign-out-others">
            {t('profile.sessions.signOutOthers')}
          </Button>
        )}
      </div>
      {sessions.isError && !sessions.data ? (
        <ErrorState title={t('profile.sessions.loadError')} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <LoadingState />
      ) : (
        <>
          <ul className={rows}>
            {live.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                now={now}
                busy={revoke.isPending && revoke.variables?.id === s.id}
                onSignOut={(session, label) => revoke.mutate({ id: session.id, label })}
              />
            ))}
          </ul>
          {others.length === 0 && <EmptyState title={t('profile.sessions.empty')} description={t('profile.sessions.emptyDescription')} />}
        </>
      )}
      <SignOutOthersDialog
        open={confirming}
        onOpenChange={setConfirming}
        count={others.length}
        pending={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate()}
        returnFocus={(root) => root.querySelector<HTMLElement>(`#${HEADING}`)}
      />
    </section>
  );
}
