import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { AdminAccount, Session } from '../../api/contract/access.js';
import { useErrorText } from '../../connected/error-handler.js';
import { useLang, useT } from '../../i18n/index.js';
import { absoluteTime, relativeTime } from '../../ui/activity-text.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { FormError } from '../../ui/form-error.js';
import { agentLabel } from '../../ui/session-label.js';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.js';
import { useToast } from '../../ui/toast.js';
import { useAdminSessions, useEndSession } from './use-team.js';

const list = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2', maxH: '22rem', overflowY: 'auto', p: '0.5' });
const item = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  p: '3',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l2',
});
const muted = css({ color: 'fg.muted', fontSize: '13px', overflowWrap: 'break-word', minW: '0' });
const question = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start', minW: '0' });

/** An administrator's sessions (GET /admins/{id}/sessions); a team owner ends one with its button. */
export function SessionsDialog({ admin, onClose }: { admin: AdminAccount | null; onClose(): void }) {
  const t = useT();
  const [lang] = useLang();
  const toast = useToast();
  const errorText = useErrorText();
  const sessions = useAdminSessions(admin?.id ?? null);
  const end = useEndSession(admin?.id ?? null);
  const now = Date.now();
  const when = (s: Session) => relativeTime(s.lastSeenAt, now, lang);
  const client = (s: Session) => t(`team.sessions.clients.${s.client}`);
  const rows = sessions.data ?? [];
  // "End session" asks first, in its row (as Profile's Sign out asks): the row's question takes the focus on
  // its Cancel, so a second Enter never ends a session by accident.
  const [asking, setAsking] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIn = (id: string, part: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-session-id="${CSS.escape(id)}"] [data-part=${part}]`);
  useEffect(() => {
    if (asking) focusIn(asking, 'cancel-end-session')?.focus();
  }, [asking]);
  // Once ended, the focus goes to the next live session's button (or the one before), else to the list.
  const nextId = useRef<string | null>(null);
  const ended = end.isSuccess;
  const { reset } = end;
  useEffect(() => {
    if (!ended) return;
    const next = nextId.current ? focusIn(nextId.current, 'end-session') : null;
    (next ?? listRef.current)?.focus();
    reset();
  }, [ended, sessions.data, reset]);
  const ends = rows.filter((s) => !s.revokedAt && !s.current);
  return (
    <Dialog
      open={!!admin}
      onOpenChange={(o) => !o && onClose()}
      size="lg"
      title={t('team.sessions.title', { name: admin?.name ?? '' })}
      description={t('team.sessions.text')}
      returnFocus={(root) => root.querySelector<HTMLElement>('[data-page-title]')}
    >
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.error ? (
        <ErrorState description={errorText(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState compact title={t('team.sessions.empty')} />
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={t('team.sessions.title', { name: admin?.name ?? '' })}
          className={list}
          data-part="admin-sessions"
        >
          {rows.map((s) => {
            const live = !s.revokedAt;
            return (
              <li key={s.id} className={item} data-part="admin-session" data-live={live} data-session-id={s.id}>
                <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' })}>
                  <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                    <span className={css({ fontWeight: 'medium' })}>{client(s)}</span>
                    <Badge tone={live ? 'success' : 'neutral'}>{t(live ? 'team.sessions.live' : 'team.sessions.ended')}</Badge>
                    {s.current && <Badge tone="accent">{t('profile.sessions.thisDevice')}</Badge>}
                  </span>
                  <span className={muted}>
                    <time dateTime={s.lastSeenAt} title={absoluteTime(s.lastSeenAt, lang)}>
                      {t('team.sessions.lastSeen', { when: when(s) })}
                    </time>
                    {s.address ? ` · ${t('team.sessions.from', { address: s.address })}` : ''}
                  </span>
                  {/* "Chrome on Linux", as Profile › Sessions says it; the whole user agent on hover. */}
                  {s.userAgent && (
                    <span className={muted} title={s.userAgent} data-part="session-agent">
                      {agentLabel(s.userAgent, t)}
                    </span>
                  )}
                </span>
                {/* Your own session here is signed out from Profile (Sign out), not ended as another's. */}
                {live && !s.current && asking !== s.id && (
                  <Button
                    size="sm"
                    variant="outline"
                    data-part="end-session"
                    aria-label={t('team.sessions.endLabel', { client: client(s), when: when(s) })}
                    disabled={end.isPending}
                    onClick={() => setAsking(s.id)}
                  >
                    {t('team.sessions.end')}
                  </Button>
                )}
                {live && !s.current && asking === s.id && (
                  <span role="group" aria-label={t('team.sessions.endQuestion')} className={question} data-part="end-session-question">
                    <span className={muted}>{t('team.sessions.endQuestion')}</span>
                    <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                      <Button
                        size="sm"
                        variant="outline"
                        data-part="cancel-end-session"
                        disabled={end.isPending}
                        onClick={() => {
                          setAsking(null);
                          requestAnimationFrame(() => focusIn(s.id, 'end-session')?.focus());
                        }}
                      >
                        {t('common.cancel')}
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        data-part="confirm-end-session"
                        aria-label={t('team.sessions.endLabel', { client: client(s), when: when(s) })}
                        loading={end.isPending && end.variables === s.id}
                        onClick={() => {
                          const at = ends.findIndex((x) => x.id === s.id);
                          nextId.current = (ends[at + 1] ?? ends[at - 1])?.id ?? null;
                          end.mutate(s.id, {
                            onSuccess: () => {
                              setAsking(null);
                              toast.success(t('common.success'), t('team.toast.sessionEnded', { name: admin?.name ?? '' }));
                            },
                          });
                        }}
                      >
                        {t('team.sessions.end')}
                      </Button>
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {end.error ? <FormError title={t('common.error')}>{errorText(end.error)}</FormError> : null}
    </Dialog>
  );
}
