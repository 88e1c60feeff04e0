import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import type { SentNotification } from '../../api/contract/notification.js';
import { linkStyle } from '../../hooks/link.js';
import type { Translate } from '../../i18n/index.js';
import { Flag } from '../../ui/flag.js';
import type { Column } from '../../ui/list/types.js';
import { SkeletonText } from '../../ui/skeleton.js';
import { CellText, cellText, narrowOnly } from '../../ui/table.js';

const nowrap = css({ whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', fontSize: '13px' });
const stack = css({ display: 'flex', flexDirection: 'column', minW: '0' });
// The title opens the detail: a link's look, cut on one line like any cell text (`cellText`).
const openBtn = cx(linkStyle, cellText, css({ maxW: 'full', textAlign: 'start', cursor: 'pointer' }));

/** When it was sent, in the interface language (date and time). */
export const sentAtText = (n: SentNotification, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(n.sentAt));

export const authorName = (t: Translate, n: SentNotification) => n.author.name || t('notifications.history.unknownAuthor');

/** The recipients in words: the target, then its country, or the single member's name ("All · Italy"). */
export function targetText(t: Translate, n: SentNotification): string {
  const target = t(`notifications.targets.${n.target}`);
  if (n.target === 'SINGLE') return n.member ? `${target} · ${n.member.name}` : target;
  return n.targetCountry ? `${target} · ${t(`notifications.countries.${n.targetCountry}`)}` : target;
}

export const typeText = (t: Translate, n: SentNotification) => t(`notifications.types.${n.type}`);

/**
 * Columns of the history. A narrow table (a phone) keeps the title (with the date under it) and the count;
 * the rest is in the detail the title opens.
 */
export function historyColumns(t: Translate, lang: string, onOpen: (n: SentNotification) => void): Column<SentNotification>[] {
  return [
    {
      id: 'sentAt',
      header: t('notifications.history.columns.sentAt'),
      wide: true,
      cell: (n) => (
        <time dateTime={n.sentAt} className={nowrap}>
          {sentAtText(n, lang)}
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
          <button type="button" className={openBtn} data-cell-text="" onClick={() => onOpen(n)} aria-label={t('notifications.history.openLabel', { title: n.title })} data-part="open-sent">
            {n.title}
          </button>
          <time dateTime={n.sentAt} className={cx(muted, narrowOnly)}>
            {sentAtText(n, lang)}
          </time>
        </span>
      ),
    },
    { id: 'type', header: t('notifications.history.columns.type'), wide: true, cell: (n) => <span className={nowrap}>{typeText(t, n)}</span> },
    {
      id: 'target',
      header: t('notifications.history.columns.target'),
      wide: true,
      fill: { grow: 3, min: '8rem' },
      cell: (n) => (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '1.5', minW: '0' })}>
          {n.target !== 'SINGLE' && <Flag code={n.targetCountry} />}
          <CellText>{targetText(t, n)}</CellText>
        </span>
      ),
    },
    {
      id: 'count',
      header: t('notifications.history.columns.count'),
      cell: (n) => (
        <span className={nowrap} data-part="sent-count">
          {t('notifications.history.count', { count: n.recipients })}
        </span>
      ),
    },
    { id: 'author', header: t('notifications.history.columns.author'), wide: true, fill: { grow: 2, min: '7rem' }, cell: (n) => <CellText>{authorName(t, n)}</CellText> },
  ];
}
