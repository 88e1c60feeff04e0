import type { Session } from '../../api/contract/access.js';
import { useT } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { facts, row, rowMain, rowTitle } from './section-styles.js';
import { sessionLabel } from '../../ui/session-label.js';
import { TimeText } from './time-text.js';

interface Props {
  session: Session;
  now: number;
  busy: boolean;
  /** Its button's accessible name, unique in the list: "Sign out Chrome on Linux, signed in 3 hours ago". */
  buttonName: string;
  onSignOut(session: Session, label: string): void;
}

/** One session: its client in words, the program and system, the address and times; "Sign out" unless it is this one. */
export function SessionRow({ session: s, now, busy, buttonName, onSignOut }: Props) {
  const t = useT();
  const label = sessionLabel(s, t);
  return (
    <li className={row} data-part="session-row" data-session-id={s.id} data-current={s.current || undefined}>
      <div className={rowMain}>
        <p className={rowTitle}>
          <Badge tone="neutral">{t(`profile.sessions.client.${s.client}`)}</Badge>
          <span data-part="session-agent">{label}</span>
          {s.current && (
            <Badge tone="accent" data-part="this-device">
              {t('profile.sessions.thisDevice')}
            </Badge>
          )}
        </p>
        <dl className={facts}>
          <dt>{t('profile.sessions.address')}</dt>
          <dd>{s.address ?? t('profile.sessions.unknownAddress')}</dd>
          <dt>{t('profile.sessions.signedIn')}</dt>
          <dd>
            <TimeText at={s.createdAt} now={Math.max(now, Date.parse(s.createdAt))} />
          </dd>
          <dt>{t('profile.sessions.lastSeen')}</dt>
          <dd>
            <TimeText at={s.lastSeenAt} now={Math.max(now, Date.parse(s.lastSeenAt))} />
          </dd>
        </dl>
      </div>
      {!s.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={buttonName}
          data-part="session-sign-out"
          onClick={() => onSignOut(s, label)}
        >
          {t('profile.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
