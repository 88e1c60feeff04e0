import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { NotificationStatus } from '../../api/contract/constants.js';
import { FieldList } from './field-list.js';
import { RecipientNames } from './pickers.js';
import { useLang, useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { AlertIcon, CheckIcon, ClockIcon, XIcon } from '../../ui/icons.js';
import type { ComposerState } from './form-state.js';
import { Flag } from '../../ui/flag.js';
import { isInFlight, longWhen, POLL_MS } from './schedule.js';
import { useRefetchEvery, useSentNotification } from './use-history.js';
import { sendToastKey } from './use-notifications.js';
import { useToast } from '../../ui/toast.js';

/** What send-bulk answered: the audience counted, the stored send and where it is. */
export interface SendOutcome {
  count: number;
  id: number | null;
  status: NotificationStatus;
  /** The ISO time it was scheduled at, else null. */
  sendAt: string | null;
}

interface Props {
  sent: ComposerState;
  outcome: SendOutcome;
  userName: string | null;
  onSendNew(): void;
  /** Back to the composer with the sent notification still in it (to send a variant or correct it). */
  onClose(): void;
  /** The history tab, where the send is listed with its status. */
  onViewHistory(): void;
}

const srOnly = css({ srOnly: true });
const track = css({ h: '2', w: 'full', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' });
const fill = css({ h: 'full', bg: 'accent.default', transition: 'width 300ms' });
const icon = css({
  w: '9',
  h: '9',
  flexShrink: 0,
  borderRadius: 'full',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const ICON_TONE: Record<NotificationStatus, string> = {
  sent: css({ bg: 'success.subtle', color: 'success.text' }),
  scheduled: css({ bg: 'accent.subtle', color: 'accent.text' }),
  queued: css({ bg: 'accent.subtle', color: 'accent.text' }),
  sending: css({ bg: 'accent.subtle', color: 'accent.text' }),
  failed: css({ bg: 'danger.subtle', color: 'danger.text' }),
  cancelled: css({ bg: 'bg.subtle', color: 'fg.muted' }),
};
const ICONS: Record<NotificationStatus, ReactNode> = {
  sent: <CheckIcon />,
  scheduled: <ClockIcon />,
  queued: <ClockIcon />,
  sending: <ClockIcon />,
  failed: <AlertIcon />,
  cancelled: <XIcon />,
};

/**
 * After a send: what happened in words (sent; queued and going out in the background, with its progress read
 * every few seconds until it ends; scheduled, with its time), then title, message, target and country; a button
 * to compose a new one (an empty composer), Close (the composer again, with what was sent still in it) and the
 * history. Takes the focus when shown: the send button that had it is gone. A change of status (queued → sent)
 * is announced once; the progress numbers are not read out as they change.
 */
export function NotificationSummary({ sent, outcome, userName, onSendNew, onClose, onViewHistory }: Props) {
  const t = useT();
  const [lang] = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const watch = outcome.id != null && isInFlight(outcome.status);
  const query = useSentNotification(watch ? outcome.id : null);
  const live = watch ? query.data : undefined;
  const status = live?.status ?? outcome.status;
  useRefetchEvery(watch && isInFlight(status) ? POLL_MS : null, query.refetch);
  // The audience is counted again when the fan-out starts: the send's own total from then on.
  const count = live?.recipients ?? outcome.count;
  const delivered = live?.delivered ?? 0;
  // Sent in the background while the summary is shown: the toast that said "queued" says "sent" now (round 11: the
  // toast said one thing, the summary beside it another); a new one if that one has gone.
  const toast = useToast();
  const sentCount = status === 'sent' && live ? live.delivered : null;
  useEffect(() => {
    if (sentCount === null || outcome.id == null) return;
    toast.success(t('common.success'), t('notifications.notificationSent', { count: sentCount }), { key: sendToastKey(outcome.id) });
    // Once, as the send ends (the summary stops watching then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sentCount]);
  const title = status === 'sent' ? t('notifications.summary.title') : t(`notifications.summary.titles.${status}`);
  const description =
    status === 'sent'
      ? t('notifications.summary.description', { count })
      : status === 'scheduled' && outcome.sendAt
        ? t('notifications.summary.scheduled', { count, date: longWhen(outcome.sendAt, lang) })
        : status === 'queued'
          ? t('notifications.summary.queued', { count })
          : status === 'cancelled'
            ? t('notifications.summary.cancelled')
            : t('notifications.summary.progress', { count: delivered, total: count });

  const none = t('notifications.summary.none');
  const rows: [string, ReactNode][] = [];
  if (outcome.sendAt)
    rows.push([t('notifications.summary.fieldSendAt'), <time dateTime={outcome.sendAt}>{longWhen(outcome.sendAt, lang)}</time>]);
  rows.push([t('notifications.summary.fieldTitle'), sent.title.trim()], [t('notifications.summary.fieldMessage'), sent.message.trim()]);
  // Chosen recipients: one row that names them (round 12: "Recipients: Chosen recipients" above the names).
  if (sent.target === 'LIST')
    rows.push([t('notifications.summary.fieldTarget'), sent.list.length ? <RecipientNames list={sent.list} /> : none]);
  else rows.push([t('notifications.summary.fieldTarget'), t(`notifications.targets.${sent.target}`)]);
  if (sent.target !== 'LIST')
    rows.push([
      t('notifications.summary.fieldCountry'),
      sent.country ? (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <Flag code={sent.country} />
          {t(`notifications.countries.${sent.country}`)}
        </span>
      ) : (
        none
      ),
    ]);
  if (sent.target === 'SINGLE') rows.push([t('notifications.summary.fieldUser'), userName ?? none]);
  return (
    <Card>
      <section
        aria-labelledby="notification-summary-title"
        data-part="summary"
        data-status={status}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span className={`${icon} ${ICON_TONE[status]}`}>{ICONS[status]}</span>
          <div>
            <h2
              ref={heading}
              tabIndex={-1}
              id="notification-summary-title"
              className={css({ fontSize: '18px', fontWeight: 'semibold', outline: 'none' })}
            >
              {title}
            </h2>
            <p className={css({ color: 'fg.muted' })} data-part="summary-count">
              {description}
            </p>
          </div>
        </div>
        {/* Said once when the status changes while the summary is shown (the heading was read when it took the focus). */}
        <p role="status" className={srOnly}>
          {status !== outcome.status ? `${title}. ${status === 'sending' ? '' : description}` : ''}
        </p>
        {/* The progress drawn (the line above says it in words). */}
        {status === 'sending' && (
          <div aria-hidden="true" className={track} data-part="summary-progress">
            <div className={fill} style={{ width: `${count ? Math.round((delivered / count) * 100) : 0}%` }} />
          </div>
        )}
        <FieldList rows={rows} />
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button onClick={onSendNew} data-part="send-new">
            {t('notifications.summary.sendNew')}
          </Button>
          <Button variant="outline" onClick={onClose} data-part="close-summary">
            {t('notifications.summary.close')}
          </Button>
          <Button variant="soft" onClick={onViewHistory} data-part="view-history">
            {t('notifications.summary.viewHistory')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
