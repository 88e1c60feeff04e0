import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Card, bleedOnPhone, pageOnPhone } from '../../ui/card.js';
import { cx } from '../../ui/cx.js';
import { Logo } from '../../ui/logo.js';

const page = css({ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: '4', bg: 'bg.canvas' });
const card = css({ w: 'full', maxW: '26rem', display: 'flex', flexDirection: 'column', gap: '4', p: '8' });

/** Centred card of the public account screens (activation, reset). */
export function AccountLayout({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <main className={cx(page, pageOnPhone)}>
      <Card className={cx(card, bleedOnPhone)} data-part="account-card">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
          <Logo size={36} />
          <div>
            <h1 className={css({ fontSize: '22px', fontWeight: 'semibold' })}>{title}</h1>
            {description && <p className={css({ mt: '1', color: 'fg.muted' })}>{description}</p>}
          </div>
        </div>
        {children}
      </Card>
    </main>
  );
}
