import { useId, useRef, useState } from 'react';
import type { Session } from '../../api/contract/access.js';
import { useLang, useT } from '../../i18n/index.js';
import { relativeTime, secondsTime } from '../../ui/activity-text.js';
import { Button } from '../../ui/button.js';
import { cardStyle } from '../../ui/card.js';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.js';
import { useNow } from '../../ui/use-now.js';
import { rows, sectionHead, sectionIntro, sectionText, sectionTitle } from './section-styles.js';
import { sessionLabel } from '../../ui/session-label.js';
import { SessionRow } from './session-row.js';
import { SignOutOthersDialog } from './sign-out-others-dialog.js';
import { SignOutSessionDialog, type SessionToEnd } from './sign-out-session-dialog.js';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from './use-sessions.js';

const HEADING = 'profile-sessions-title';

/** Where the focus goes once a session is signed out: the next row's button (or the one before), else the heading. */
function nextFocus(list: Session[], id: string): string | null {
  const others = list.filter((s) => !s.current);
  const at = others.findIndex((s) => s.id === id);
  return (others[at + 1] ?? others[at - 1])?.id ?? null;
}

/** Profile › Sessions: the member's live sessions, "Sign out" per other one (confirmed), "Sign out everywhere else". */
export function SessionsCard() {
  const t = useT();
  const [lang] = useLang();
  const now = useNow();
  const sessions = useSessions();
  const descId = useId();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState<SessionToEnd | null>(null);
  // The session whose Sign out takes the focus once the confirmed one is gone (null: the heading).
  const nextId = useRef<string | null>(null);
  // This device first (issue 39: it is the one a person looks for), the others as the server sends them (last seen first).
  const live = (sessions.data ?? []).filter((s) => !s.revokedAt).sort((a, b) => Number(b.current) - Number(a.current));
  const others = live.filter((s) => !s.current);
  const revoke = useRevokeSession(() => setEnding(null));
  const revokeOthers = useRevokeOtherSessions(() => setConfirming(false));
  const heading = (root: Document | ShadowRoot) => root.querySelector<HTMLElement>(`#${HEADING}`);

  // Each button names its session and when it began; when two would share a name, every button says the time
  // to the second instead of "3 minutes ago" (one style in the list), and two are numbered only when that is
  // the same too.
  const names = new Map<string, string>();
  const nameOf = (s: Session, exact: boolean) =>
    t('profile.sessions.signOutLabel', {
      name: sessionLabel(s, t),
      when: exact ? secondsTime(s.createdAt, lang) : relativeTime(s.createdAt, Math.max(now, Date.parse(s.createdAt)), lang),
    });
  const shared = new Map<string, number>();
  for (const s of others) shared.set(nameOf(s, false), (shared.get(nameOf(s, false)) ?? 0) + 1);
  const exact = [...shared.values()].some((n) => n > 1);
  const seen = new Map<string, number>();
  for (const s of others) {
    const base = nameOf(s, exact);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    names.set(s.id, n === 1 ? base : `${base} (${n})`);
  }

  return (
    <section className={cardStyle} data-part="sessions-card" aria-labelledby={HEADING} aria-describedby={descId}>
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
                buttonName={names.get(s.id) ?? ''}
                onSignOut={(session, label) => setEnding({ session, label })}
              />
            ))}
          </ul>
          {others.length === 0 && <EmptyState title={t('profile.sessions.empty')} description={t('profile.sessions.emptyDescription')} />}
        </>
      )}
      <SignOutSessionDialog
        pending={ending}
        busy={revoke.isPending}
        onClose={() => setEnding(null)}
        onConfirm={({ session, label }) => {
          nextId.current = nextFocus(live, session.id);
          revoke.mutate({ id: session.id, label });
        }}
        returnFocus={(root) =>
          (nextId.current &&
            root.querySelector<HTMLElement>(`[data-session-id="${CSS.escape(nextId.current)}"] [data-part=session-sign-out]`)) ||
          heading(root)
        }
      />
      <SignOutOthersDialog
        open={confirming}
        onOpenChange={setConfirming}
        count={others.length}
        pending={revokeOthers.isPending}
        onConfirm={() => revokeOthers.mutate()}
        returnFocus={heading}
      />
    </section>
  );
}
