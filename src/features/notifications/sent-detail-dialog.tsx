import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { FieldList } from './field-list.js';
import type { SentNotification } from '../../api/contract/notification.js';
import { translateError } from '../../hooks/error-handler.js';
import { useLang, useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Flag } from '../../ui/flag.js';
import { CompactPreview } from './compact-preview.js';
import { authorName, sentAtText, typeText } from './history-columns.js';
import { LockScreenPreview } from './lock-screen-preview.js';
import { useSentNotification } from './use-history.js';

// The two phones side by side when the dialog holds them; narrower (a phone), the compact preview with its switch.
const previews = css({ containerType: 'inline-size' });
const phones = css({ display: 'none', '@container (min-width: 32rem)': { display: 'flex', gap: '4', justifyContent: 'center', flexWrap: 'wrap' } });
const compact = css({ position: 'static', boxShadow: 'none', '@container (min-width: 32rem)': { display: 'none' } });
const note = css({ fontSize: '13px', color: 'fg.muted' });

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
  const query = useSentNotification(sent);
  const n = query.data ?? sent;
  const none = t('notifications.summary.none');
  const rows: [string, ReactNode][] = n
    ? [
        [t('notifications.summary.fieldTitle'), n.title],
        [t('notifications.summary.fieldMessage'), n.message],
        [t('notifications.history.fieldType'), typeText(t, n)],
        [t('notifications.summary.fieldTarget'), t(`notifications.targets.${n.target}`)],
        ...(n.target === 'SINGLE'
          ? ([[t('notifications.summary.fieldUser'), n.member?.name || none]] as [string, ReactNode][])
          : ([
              [
                t('notifications.summary.fieldCountry'),
                n.targetCountry ? (
                  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                    <Flag code={n.targetCountry} />
                    {t(`notifications.countries.${n.targetCountry}`)}
                  </span>
                ) : (
                  t('notifications.allCountries')
                ),
              ],
            ] as [string, ReactNode][])),
        [t('notifications.history.fieldCount'), t('notifications.history.count', { count: n.recipients })],
        [t('notifications.history.fieldAuthor'), authorName(t, n)],
        [t('notifications.history.fieldSentAt'), <time dateTime={n.sentAt}>{sentAtText(n, lang)}</time>],
      ]
    : [];
  return (
    <Dialog
      open={!!sent}
      onOpenChange={(o) => !o && onClose()}
      size="lg"
      title={t('notifications.history.detailTitle')}
      description={n ? t('notifications.history.detailDescription', { date: sentAtText(n, lang), name: authorName(t, n) }) : undefined}
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
          {query.isError && <p role="alert" className={note}>{translateError(t, query.error)}</p>}
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
