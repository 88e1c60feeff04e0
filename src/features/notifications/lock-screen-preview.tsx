import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import { useT } from '../../i18n/index.js';
import { BellIcon } from '../../ui/icons.js';
import { truncateFor, type Platform } from './truncation.js';

const phone = css({
  position: 'relative',
  w: '15rem',
  h: '26rem',
  borderRadius: '2.25rem',
  border: '8px solid #111827',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  px: '3',
  pt: '8',
  color: 'white',
  boxShadow: 'card',
  '&[data-platform=android]': { borderRadius: '1.5rem' },
  '& > [data-platform]:last-child': { mt: '6' },
});
/** The lock screen's background of each platform (by `data-platform`), also behind the compact preview. */
export const wallpaper = css({
  '&[data-platform=ios]': { background: 'linear-gradient(160deg, #1e3a8a 0%, #6d28d9 55%, #be185d 100%)' },
  '&[data-platform=android]': { background: 'linear-gradient(200deg, #064e3b 0%, #0f766e 50%, #1e293b 100%)' },
});
const notch = css({
  position: 'absolute',
  top: '1.5',
  left: '50%',
  transform: 'translateX(-50%)',
  w: '20',
  h: '5',
  borderRadius: 'full',
  bg: '#111827',
});
const card = css({
  w: 'full',
  p: '2.5',
  display: 'flex',
  gap: '2',
  textAlign: 'start',
  color: '#111827',
  '&[data-platform=ios]': { bg: 'rgba(255,255,255,0.85)', borderRadius: '1rem', backdropFilter: 'blur(12px)' },
  '&[data-platform=android]': { bg: '#f8fafc', borderRadius: '1.25rem' },
});
const appIcon = css({
  flexShrink: 0,
  w: '6',
  h: '6',
  borderRadius: 'l2',
  bg: '#2563eb',
  color: 'white',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const clamp1 = css({ lineClamp: 1, overflowWrap: 'anywhere' });
const clamp2 = css({ lineClamp: 2, overflowWrap: 'anywhere' });
const clamp4 = css({ lineClamp: 4, overflowWrap: 'anywhere' });
const clamp5 = css({ lineClamp: 5, overflowWrap: 'anywhere' });

interface CardProps {
  platform: Platform;
  title: string;
  message: string;
}

/** The texts as the platform shows them: cut at its limits, or a placeholder while empty. */
function useShownTexts(platform: Platform, title: string, message: string) {
  const t = useT();
  return {
    shownTitle: truncateFor(platform, 'title', title) || t('notifications.preview.titleFallback'),
    shownMessage: truncateFor(platform, 'message', message) || t('notifications.preview.messageFallback'),
  };
}

/** The notification itself (app, time, title and message) drawn as the platform draws it, in the phone or alone. */
export function NotificationCard({ platform, title, message }: CardProps) {
  const t = useT();
  const { shownTitle, shownMessage } = useShownTexts(platform, title, message);
  const ios = platform === 'ios';
  return (
    <div className={card} data-platform={platform}>
      <span className={appIcon}>
        <BellIcon size={14} />
      </span>
      <div className={css({ flex: '1', minW: '0' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', fontSize: '11px', color: '#4b5563' })}>
          <span>{t('notifications.preview.app')}</span>
          <span>{t('notifications.preview.now')}</span>
        </div>
        <p className={cx(css({ fontSize: '13px', fontWeight: 'semibold' }), ios ? clamp1 : clamp2)} data-part="preview-title">
          {shownTitle}
        </p>
        <p className={cx(css({ fontSize: '12px', lineHeight: '1.35' }), ios ? clamp4 : clamp5)} data-part="preview-message">
          {shownMessage}
        </p>
      </div>
    </div>
  );
}

/** What a screen reader hears for a preview: the platform, then the texts as shown. */
export function usePreviewLabel(platform: Platform, title: string, message: string): string {
  const t = useT();
  const { shownTitle, shownMessage } = useShownTexts(platform, title, message);
  return `${t(`notifications.preview.${platform}`)}: ${shownTitle}. ${shownMessage}`;
}

/** A CSS-only phone showing the notification as its lock screen would (texts cut at the platform limits). */
export function LockScreenPreview({ platform, title, message }: CardProps) {
  const t = useT();
  const label = usePreviewLabel(platform, title, message);
  const ios = platform === 'ios';
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })} data-part={`preview-${platform}`}>
      <div className={cx(phone, wallpaper)} data-platform={platform} role="img" aria-label={label}>
        {ios && <span className={notch} />}
        <p className={css({ fontSize: ios ? '3rem' : '2.5rem', fontWeight: ios ? 'semibold' : 'normal', lineHeight: '1' })}>
          {t('notifications.preview.time')}
        </p>
        <p className={css({ fontSize: '12px', mt: '1', opacity: 0.9 })}>{t('notifications.preview.date')}</p>
        <NotificationCard platform={platform} title={title} message={message} />
      </div>
      <figcaption className={css({ fontSize: '12px', color: 'fg.muted' })}>{t(`notifications.preview.${platform}`)}</figcaption>
    </figure>
  );
}
