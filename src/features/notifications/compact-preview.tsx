import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import { useT } from '../../i18n/index.js';
import { NotificationCard, usePreviewLabel, wallpaper } from './lock-screen-preview.js';
import type { Platform } from './truncation.js';

const PLATFORMS: readonly Platform[] = ['ios', 'android'];

// Stays at the top of the window while the form scrolls under it, so what is typed is seen as it will show;
// not in a short window (a phone on its side, 400% zoom): there it would cover the field being typed in
// (WCAG 1.4.10), and it scrolls with the form. (Conditions are written out: a computed key would leave the
// call to Panda's runtime, tests/unit/build/panda-runtime.test.ts.)
const bar = css({
  position: 'sticky',
  top: '2',
  '@media (max-height: 37.5rem)': { position: 'static' },
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '2',
  borderRadius: 'l3',
  boxShadow: 'overlay',
  color: 'white',
});
const segments = css({ display: 'inline-flex', gap: '0.5', p: '0.5', borderRadius: 'full', bg: 'rgba(0,0,0,0.28)' });
const segment = css({
  h: '6',
  px: '2.5',
  borderRadius: 'full',
  fontSize: '12px',
  fontWeight: 'medium',
  color: 'white',
  transition: 'background 120ms, color 120ms',
  '&:hover:not([aria-pressed=true])': { bg: 'rgba(255,255,255,0.16)' },
  _focusVisible: { outlineColor: 'white', outlineOffset: '1px' },
  '&[aria-pressed=true]': { bg: 'white', color: '#111827' },
});

/**
 * The preview of a narrow composer (a phone, a narrow embedding): the notification alone, as a banner on the
 * platform's wallpaper, sticky above the form; a switch shows it as iOS or Android draws it.
 */
export function CompactPreview({ title, message, className }: { title: string; message: string; className?: string }) {
  const t = useT();
  const [platform, setPlatform] = useState<Platform>('ios');
  const label = usePreviewLabel(platform, title, message);
  const headingId = `p${useId()}`;
  return (
    <section aria-labelledby={headingId} className={cx(bar, wallpaper, className)} data-part="compact-preview" data-platform={platform}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', ps: '1' })}>
        <h2 id={headingId} className={css({ fontSize: '12px', fontWeight: 'semibold', letterSpacing: '0.02em' })}>
          {t('notifications.preview.title')}
        </h2>
        <div role="group" aria-label={t('notifications.preview.platform')} className={segments}>
          {PLATFORMS.map((p) => (
            <button
              key={p}
              type="button"
              className={segment}
              aria-pressed={p === platform}
              data-platform={p}
              onClick={() => setPlatform(p)}
            >
              {t(`notifications.preview.platforms.${p}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="img" aria-label={label}>
        <NotificationCard platform={platform} title={title} message={message} />
      </div>
    </section>
  );
}
