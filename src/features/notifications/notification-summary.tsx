import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { FieldList } from './field-list.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { CheckIcon } from '../../ui/icons.js';
import type { ComposerState } from './form-state.js';
import { Flag } from '../../ui/flag.js';

interface Props {
  sent: ComposerState;
  count: number;
  userName: string | null;
  onSendNew(): void;
  /** Back to the composer with the sent notification still in it (to send a variant or correct it). */
  onClose(): void;
}


/**
 * After a send: title, message, target and country; a button to compose a new one (an empty composer) and
 * Close (the composer again, with what was sent still in it). Takes the focus when shown: the send button
 * that had it is gone.
 */
export function NotificationSummary({ sent, count, userName, onSendNew, onClose }: Props) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const none = t('notifications.summary.none');
  const rows: [string, ReactNode][] = [
    [t('notifications.summary.fieldTitle'), sent.title.trim()],
    [t('notifications.summary.fieldMessage'), sent.message.trim()],
    [t('notifications.summary.fieldTarget'), t(`notifications.targets.${sent.target}`)],
    [t('notifications.summary.fieldCountry'), sent.country ? (
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <Flag code={sent.country} />
          {t(`notifications.countries.${sent.country}`)}
        </span>
      ) : none,
    ],
  ];
  if (sent.target === 'SINGLE') rows.push([t('notifications.summary.fieldUser'), userName ?? none]);
  return (
    <Card>
      <section aria-labelledby="notification-summary-title" data-part="summary" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span className={css({ w: '9', h: '9', borderRadius: 'full', bg: 'success.subtle', color: 'success.text', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' })}>
            <CheckIcon />
          </span>
          <div>
            <h2 ref={heading} tabIndex={-1} id="notification-summary-title" className={css({ fontSize: '18px', fontWeight: 'semibold', outline: 'none' })}>
              {t('notifications.summary.title')}
            </h2>
            <p className={css({ color: 'fg.muted' })} data-part="summary-count">{t('notifications.summary.description', { count })}</p>
          </div>
        </div>
        <FieldList rows={rows} />
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button onClick={onSendNew} data-part="send-new">{t('notifications.summary.sendNew')}</Button>
          <Button variant="outline" onClick={onClose} data-part="close-summary">
            {t('notifications.summary.close')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
