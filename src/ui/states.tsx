import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { Button } from './button.js';
import { cx } from './cx.js';
import { AlertIcon, InboxIcon } from './icons.js';
import { Spinner } from './spinner.js';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: '2',
  py: '10',
  px: '4',
  color: 'fg.muted',
});
const iconBox = css({
  w: '10',
  h: '10',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'bg.subtle',
  mb: '1',
});
const titleStyle = css({ fontSize: '15px', fontWeight: 'semibold', color: 'fg.default' });

const compactBox = css({ py: '4', gap: '1.5' });
const compactIcon = css({ w: '8', h: '8', mb: '0' });
const descriptionStyle = css({ fontSize: '14px', maxW: '32rem' });

/**
 * The one empty state of every list and panel (design review round 13): an icon, a short title, one plain line that
 * says why or what will show, and an optional action (the primary one first). `heading` makes the title the view's
 * heading (a level and a ref to focus it by, e.g. after the last item of a list went).
 */
export function EmptyState({
  title,
  description,
  action,
  icon,
  heading,
  part,
  compact = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Default: an inbox. */
  icon?: ReactNode;
  heading?: { level: 2 | 3; ref?: Ref<HTMLHeadingElement>; part?: string };
  /** The title's data-part. */
  part?: string;
  /** In a small place (a drawer's section, a dialog, a column of categories): less room around it, a smaller icon. */
  compact?: boolean;
}) {
  const Title = heading ? (`h${heading.level}` as const) : 'p';
  return (
    <div className={cx(box, compact && compactBox)} data-part="empty-state" data-compact={compact || undefined}>
      <span className={cx(iconBox, compact && compactIcon)} aria-hidden="true">
        {icon ?? <InboxIcon size={compact ? 16 : 20} />}
      </span>
      <Title
        ref={heading?.ref}
        tabIndex={heading?.ref ? -1 : undefined}
        className={cx(titleStyle, compact && css({ fontSize: '14px' }), css({ outline: 'none' }))}
        data-part={heading?.part ?? part ?? 'empty-title'}
      >
        {title}
      </Title>
      {description && (
        <p className={descriptionStyle} data-part="empty-description">
          {description}
        </p>
      )}
      {action && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center', mt: '1' })} data-part="empty-actions">
          {action}
        </div>
      )}
    </div>
  );
}

export function ErrorState({ title, description, onRetry }: { title?: ReactNode; description?: ReactNode; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className={box} role="alert">
      <span className={iconBox}>
        <AlertIcon size={20} />
      </span>
      <p className={titleStyle}>{title ?? t('common.errorLoadingData')}</p>
      {description && <p className={css({ fontSize: '14px' })}>{description}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={box}>
      <Spinner label={label ?? t('common.loading')} className={css({ fontSize: '24px', color: 'accent.default' })} />
    </div>
  );
}

export function FullScreenSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'bg.canvas' })}>
      <Spinner label={label ?? t('common.loading')} className={css({ fontSize: '32px', color: 'accent.default' })} />
    </div>
  );
}

const inline = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.surface',
  fontSize: '14px',
  color: 'fg.default',
});

/** A one-line alert beside content that stays on screen (rows kept after a failed reload), with its Retry. */
export function InlineAlert({
  title,
  description,
  onRetry,
  retry,
}: {
  title: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  retry?: string;
}) {
  const t = useT();
  return (
    <div className={inline} role="alert">
      <AlertIcon size={18} />
      <p className={css({ flex: '1', minW: '0' })}>
        <span className={css({ fontWeight: 'semibold' })}>{title}</span>
        {description && <span className={css({ display: 'block', color: 'fg.muted' })}>{description}</span>}
      </p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retry ?? t('common.retry')}
        </Button>
      )}
    </div>
  );
}
