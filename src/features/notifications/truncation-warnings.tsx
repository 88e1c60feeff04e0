import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { AlertIcon } from '../../ui/icons.js';
import { truncationWarnings } from './truncation.js';

/** Warnings when the title or message would be cut on a lock screen. */
export function TruncationWarnings({ title, message }: { title: string; message: string }) {
  const t = useT();
  const list = truncationWarnings(title, message);
  if (list.length === 0) return null;
  return (
    <div
      role="status"
      data-part="truncation-warnings"
      className={css({
        display: 'flex',
        gap: '2',
        p: '3',
        borderRadius: 'l2',
        bg: 'warning.subtle',
        color: 'warning.text',
        fontSize: '13px',
      })}
    >
      <AlertIcon />
      <div>
        <p className={css({ fontWeight: 'semibold' })}>{t('notifications.warnings.title')}</p>
        <ul>
          {list.map((w) => (
            <li key={`${w.platform}-${w.field}`} data-warning={`${w.platform}-${w.field}`}>
              {t('notifications.warnings.item', {
                platform: t(`notifications.warnings.platforms.${w.platform}`),
                field: t(`notifications.warnings.fields.${w.field}`),
                length: w.length,
                count: w.limit,
              })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
