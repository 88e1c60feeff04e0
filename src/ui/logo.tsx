import { useT } from '../i18n/index.js';

/** The back-office logo (inline SVG, no external file). */
export function Logo({ size = 28 }: { size?: number }) {
  const t = useT();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={t('shell.logo')}>
      <rect width="32" height="32" rx="8" fill="var(--colors-accent-default)" />
      <path d="M9 22V12.5L16 8l7 4.5V22" fill="none" stroke="var(--colors-accent-fg)" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M13.5 22v-5h5v5" fill="none" stroke="var(--colors-accent-fg)" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

/** The web studio credited as developer in the footers (spec section 1). */
export const DEVELOPER_STUDIO = 'Officina Web Studio';
