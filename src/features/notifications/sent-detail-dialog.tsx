import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { FieldList } from './field-list.js';
import type { SentNotification } from '../../api/contract/notification.js';
import { translateError } from '../../connected/error-handler.js';
import { useLang, useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Flag } from '../../ui/flag.js';
import { CompactPreview } from './compact-preview.js';
import { authorName, reachText, sentAtText, statusBadge, targetText, testBadge, typeText } from './history-columns.js';
import { LockScreenPreview } from './lock-screen-preview.js';
import { RecipientNames } from './pickers.js';
import type { ListRecipient } from './form-state.js';
import { isInFlight, POLL_MS, shortWhen } from './schedule.js';
import { useRefetchEvery, useSentNotification } from './use-history.js';

// The two phones side by side when the dialog holds them; narrower (a phone), the compact preview with its switch.
const previews = css({ containerType: 'inline-size' });
const phones = css({
  display: 'none',
  '@container (min-width: 32rem)': { display: 'flex', gap: '4', justifyContent: 'center', flexWrap: 'wrap' },
});
const compact = css({ position: 'static', boxShadow: 'none', '@container (min-width: 32rem)': { display: 'none' } });
const note = css({ fontSize: '13px', color: 'fg.muted' });

/**
 * Who a LIST send was for, by name (round 7: "Chosen: 2 chosen recipients" said no names): companies, then
 * members, the first ten, then how many more.
 */
const chosenOf = (list: { memberIds: number[]; companyIds: number[] }): ListRecipient[] => [
  ...list.companyIds.map((id) => ({ kind: 'company' as const, id })),
  ...list.memberIds.map((id) => ({ kind: 'member' as const, id })),
];

interface Props {
  /** The row that was opened (shown at once); null: closed. */
  sent: SentNotification | null;
  onClose(): void;
  /** Refill the composer with this notification and show it (nothing is sent). */
  onUseAsDraft(n: SentNotification): void;
  /** Where the focus goes when the opener is gone (after "Use as draft": the composer's title). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Every field of one send and the lock-screen previews of what was sent; "Use as draft". */
export function SentDetailDialog({ sent, onClose, onUseAsDraft, returnFocus }: Props) {
  const t = useT();
  const [lang] = useLang();
  const query = useSentNotification(sent?.id ?? null, sent);
  const n = query.data ?? sent;
  // A send going out is read again while its detail is open: how far it got, and when it ends.
  useRefetchEvery(n && isInFlight(n.status) ? POLL_MS : null, query.refetch);
  const none = t('notifications.summary.none');
  const status = n && (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap' })}>
      {statusBadge(t, n)}
      {n.test && testBadge(t)}
    </span>
  );
  const rows: [string, ReactNode][] = [];
  if (n) {
    const country = n.targetCountry ? (
      <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
        <Flag code={n.targetCountry} />
        {t(`notifications.countries.${n.targetCountry}`)}
      </span>
    ) : (
      t('notifications.allCountries')
    );
    rows.push([t('notifications.history.status'), status]);
    if (n.sendAt) rows.push([t('notifications.history.fieldSendAt'), <time dateTime={n.sendAt}>{shortWhen(n.sendAt, lang)}</time>]);
    rows.push(
      [t('notifications.summary.fieldTitle'), n.title],
      [t('notifications.summary.fieldMessage'), n.message],
      [t('notifications.history.fieldType'), typeText(t, n)],
      // A test reached its author only, whatever target it was composed for. Chosen recipients: one row that names
      // them (round 12: "Recipients: Chosen recipients" above the names).
      [
        t('notifications.summary.fieldTarget'),
        n.test ? (
          targetText(t, n)
        ) : n.target === 'LIST' && n.list ? (
          <RecipientNames list={chosenOf(n.list)} max={10} />
        ) : (
          t(`notifications.targets.${n.target}`)
        ),
      ],
    );
    if (!n.test && n.target !== 'LIST')
      rows.push(
        n.target === 'SINGLE'
          ? [t('notifications.summary.fieldUser'), n.member?.name || none]
          : [t('notifications.summary.fieldCountry'), country],
      );
    rows.push([t('notifications.history.fieldCount'), reachText(t, n, lang)]);
    // How many it reached, once it has started (nothing to say before, nor for a cancelled one).
    if (n.status === 'sending' || n.status === 'sent' || n.status === 'failed')
      rows.push([
        t('notifications.history.fieldDelivered'),
        <span data-part="delivered">{t('notifications.history.delivered', { count: n.delivered, total: n.recipients })}</span>,
      ]);
    // Who sent it and when are the description's ("Sent on … by Ada Rossi"): no rows repeating them (round 13).
    // A cancelled send went to nobody: when it was cancelled, not "ended on".
    const cancelled = n.status === 'cancelled';
    if (n.finishedAt)
      rows.push([
        t(cancelled ? 'notifications.history.fieldCancelledAt' : 'notifications.history.fieldFinishedAt'),
        <time dateTime={n.finishedAt}>{shortWhen(n.finishedAt, lang)}</time>,
      ]);
  }
  return (
    <Dialog
      open={!!sent}
      onOpenChange={(o) => !o && onClose()}
      size="lg"
      title={t('notifications.history.detailTitle')}
      description={
        n
          ? t(n.sendAt ? 'notifications.history.detailScheduled' : 'notifications.history.detailDescription', {
              date: sentAtText(n, lang),
              name: authorName(t, n),
            })
          : undefined
      }
      returnFocus={returnFocus}
      footer={
        n && (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button onClick={() => onUseAsDraft(n)} data-part="use-as-draft">
              {t('notifications.history.useAsDraft')}
            </Button>
          </>
        )
      }
    >
      {n && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-part="sent-detail">
          {query.isError && (
            <p role="alert" className={note}>
              {translateError(t, query.error)}
            </p>
          )}
          <FieldList rows={rows} />
          {n.type !== 'SYSTEM' && <p className={note}>{t('notifications.history.draftType')}</p>}
          <div className={previews} data-part="sent-previews">
            <section aria-label={t('notifications.preview.title')} className={phones}>
              <LockScreenPreview platform="ios" title={n.title} message={n.message} />
              <LockScreenPreview platform="android" title={n.title} message={n.message} />
            </section>
            <CompactPreview title={n.title} message={n.message} className={compact} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
