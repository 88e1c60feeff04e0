import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import type { NotificationStatus } from '../../api/contract/constants.js';
import type { SentNotification } from '../../api/contract/notification.js';
import { linkStyle } from '../../connected/link.js';
import type { Translate } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { Flag } from '../../ui/flag.js';
import { ClockIcon } from '../../ui/icons.js';
import type { Column } from '../../ui/list/types.js';
import { SkeletonText } from '../../ui/skeleton.js';
import { CellText, narrowOnly } from '../../ui/table.js';
import { dueWhen, isInFlight } from './schedule.js';

const nowrap = css({ whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', fontSize: '13px' });
const stack = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const statusStack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' });
const badges = css({ display: 'flex', alignItems: 'center', gap: '1.5' });
const narrowStatus = css({ display: 'flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap', mt: '0.5' });
const srOnly = css({ srOnly: true });
// The title opens the detail: a link's look, on two lines at most (wrapped, then cut), the whole title in the detail.
const openBtn = cx(
  linkStyle,
  css({ maxW: 'full', textAlign: 'start', cursor: 'pointer', whiteSpace: 'normal', overflowWrap: 'anywhere', lineClamp: '2' }),
);

const when = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** When it was sent, in the interface language (date and time): the time it was stored (the admin's action). */
export const sentAtText = (n: SentNotification, lang: string) => when(n.sentAt, lang);

/** When it goes or went out: a scheduled send's time (its own, not when it was scheduled), else when it was sent. */
export const goesAt = (n: SentNotification) => n.sendAt ?? n.sentAt;

/**
 * The history's time: "Scheduled for …" while it waits for its time, else the time it went (or was to go) out. The
 * date and time never break inside (no-break spaces); the words before them wrap in a narrow column.
 */
export const whenText = (t: Translate, n: SentNotification, lang: string) =>
  n.status === 'scheduled' && n.sendAt
    ? t('notifications.history.scheduledFor', { date: unbroken(n.sendAt, lang) })
    : when(goesAt(n), lang);

/** A date and time that never breaks inside (no-break spaces). */
const unbroken = (iso: string, lang: string) => when(iso, lang).replace(/\s/g, '\u00a0');
// A short reach ("2 recipients") stays on one line; a long one ("1,234 of 5,000 reached") wraps.
const wraps = css({ display: 'block', whiteSpace: 'normal', minW: '7rem' });
// The time on one line at 1280 ("Nov 28, 2026, 5:11 PM"); a narrower table wraps it once (date, then hour).
const whenCell = css({ display: 'block', whiteSpace: 'normal', minW: '10.5rem' });

/**
 * The reach of a send: how many it reached, will reach (not gone yet), or nobody (cancelled: no delivery claimed).
 * A cancelled scheduled send says when it was due ("Cancelled, was due 3 Dec 2026, 09:00"), never a count; its date
 * may wrap in the narrow column of a phone.
 */
export function reachText(t: Translate, n: SentNotification, lang: string): string {
  if (n.status === 'cancelled')
    return n.sendAt ? t('notifications.history.cancelledDue', { date: when(n.sendAt, lang) }) : t('notifications.history.notSent');
  if (n.status === 'scheduled' || n.status === 'queued') return t('notifications.history.willReach', { count: n.recipients });
  return t('notifications.history.count', { count: n.recipients });
}

export const authorName = (t: Translate, n: SentNotification) => n.author.name || t('notifications.history.unknownAuthor');

/**
 * The recipients in words: the target, then its country ("All · Italy"); a single member's name alone ("Ada
 * Rossi"); a list by its kinds ("1 member, 2 companies": the reach column says how many people); a test reached its
 * author only ("Only Ada Rossi").
 */
export function targetText(t: Translate, n: SentNotification): string {
  if (n.test) return t('notifications.history.testTarget', { name: authorName(t, n) });
  const target = t(`notifications.targets.${n.target}`);
  if (n.target === 'SINGLE') return n.member?.name || target;
  if (n.target === 'LIST' && n.list) {
    const { memberIds, companyIds } = n.list;
    const parts = [
      memberIds.length ? t('notifications.history.listMembers', { count: memberIds.length }) : '',
      companyIds.length ? t('notifications.history.listCompanies', { count: companyIds.length }) : '',
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : target;
  }
  return n.targetCountry ? `${target} · ${t(`notifications.countries.${n.targetCountry}`)}` : target;
}

export const typeText = (t: Translate, n: SentNotification) => t(`notifications.types.${n.type}`);

/** Each status in a colour of its own; the word is always there (never the colour alone). */
const STATUS_TONE: Record<NotificationStatus, 'neutral' | 'success' | 'danger' | 'accent'> = {
  scheduled: 'accent',
  queued: 'neutral',
  sending: 'accent',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** A send's status as a badge with its word (a clock for a scheduled one). A function, not a component: rows hold no components of their own. */
export const statusBadge = (t: Translate, n: Pick<SentNotification, 'status'>) => (
  <Badge tone={STATUS_TONE[n.status]} data-part="send-status" data-status={n.status}>
    {n.status === 'scheduled' && <ClockIcon size={12} />}
    {t(`notifications.history.statuses.${n.status}`)}
  </Badge>
);

/** The mark of a test send (to its author only). */
export const testBadge = (t: Translate) => (
  <Badge tone="neutral" data-part="test-mark">
    {t('notifications.history.test')}
  </Badge>
);

/**
 * What the status adds: when a scheduled send is due, how far one in flight (or one that failed) got, as
 * "delivered / total" (said in words to a screen reader).
 */
function statusDetail(t: Translate, lang: string, n: SentNotification) {
  if (n.status === 'scheduled' && n.sendAt)
    return (
      <time dateTime={n.sendAt} className={cx(muted, nowrap)} data-part="send-at">
        {dueWhen(n.sendAt, lang)}
      </time>
    );
  if (!isInFlight(n.status) && n.status !== 'failed') return null;
  return (
    <span className={cx(muted, nowrap)} data-part="progress" data-delivered={n.delivered} data-total={n.recipients}>
      <span aria-hidden="true">
        {n.delivered} / {n.recipients}
      </span>
      <span className={srOnly}>{t('notifications.history.delivered', { count: n.delivered, total: n.recipients })}</span>
    </span>
  );
}

/**
 * Columns of the history. A narrow table (a phone) keeps the title (with the date, the status and a test's mark
 * under it) and the count; the rest is in the detail the title opens.
 */
export function historyColumns(t: Translate, lang: string, onOpen: (n: SentNotification) => void): Column<SentNotification>[] {
  return [
    {
      id: 'sentAt',
      header: t('notifications.history.columns.sentAt'),
      wide: true,
      cell: (n) => (
        <time dateTime={goesAt(n)} className={whenCell} data-part="history-when">
          {whenText(t, n, lang)}
        </time>
      ),
    },
    {
      id: 'title',
      header: t('notifications.history.columns.title'),
      fill: { grow: 4, min: '10rem' },
      skeleton: () => (
        <span className={stack}>
          <SkeletonText width="70%" />
        </span>
      ),
      cell: (n) => (
        <span className={stack}>
          <button
            type="button"
            className={openBtn}
            data-cell-text=""
            onClick={() => onOpen(n)}
            aria-label={t('notifications.history.openLabel', { title: n.title })}
            data-part="open-sent"
          >
            {n.title}
          </button>
          <time dateTime={goesAt(n)} className={cx(muted, narrowOnly)}>
            {whenText(t, n, lang)}
          </time>
          {/* A phone has no status column: the status (and its time or progress) under the title. */}
          <span className={cx(narrowStatus, narrowOnly)}>
            {statusBadge(t, n)}
            {n.test && testBadge(t)}
            {statusDetail(t, lang, n)}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('notifications.history.status'),
      wide: true,
      cell: (n) => (
        <span className={statusStack}>
          <span className={badges}>
            {statusBadge(t, n)}
            {n.test && testBadge(t)}
          </span>
          {statusDetail(t, lang, n)}
        </span>
      ),
    },
    {
      id: 'target',
      header: t('notifications.history.columns.target'),
      wide: true,
      // "1 member, 2 companies", "Companies · Italy" on one line at 1280.
      fill: { grow: 3, min: '9rem' },
      cell: (n) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '1.5', minW: '0' })}>
          {!n.test && n.target !== 'SINGLE' && n.target !== 'LIST' && <Flag code={n.targetCountry} />}
          <CellText>{targetText(t, n)}</CellText>
        </span>
      ),
    },
    {
      id: 'count',
      header: t('notifications.history.columns.count'),
      cell: (n) => (
        <span className={wraps} data-part="sent-count">
          {reachText(t, n, lang)}
        </span>
      ),
    },
    {
      id: 'author',
      header: t('notifications.history.columns.author'),
      wide: true,
      fill: { grow: 2, min: '6rem' },
      cell: (n) => <CellText>{authorName(t, n)}</CellText>,
    },
  ];
}
