import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useHost } from '../../state/host.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { AlertIcon } from '../../ui/icons.js';
import { deepActiveElement } from '../../ui/focus.js';

export function UnauthorizedScreen() {
  const t = useT();
  const { navigate } = useHost();
  // A page one is sent to (a redirect, or "Back to home" coming back here): it says why at once, its heading
  // focused, whether or not the router saw a route change.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!deepActiveElement()) heading.current?.focus();
  }, []);
  return (
    <main className={css({ minH: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'bg.canvas', p: '4' })}>
      <Card
        className={css({
          maxW: '28rem',
          p: '8',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
          textAlign: 'center',
        })}
      >
        <span className={css({ color: 'danger.text', bg: 'danger.subtle', p: '3', borderRadius: 'full' })}>
          <AlertIcon size={24} />
        </span>
        <h1 ref={heading} tabIndex={-1} data-page-title className={css({ fontSize: '20px', fontWeight: 'semibold' })}>
          {t('auth.unauthorized.title')}
        </h1>
        <p>{t('auth.unauthorized.message')}</p>
        <p className={css({ color: 'fg.muted' })}>{t('auth.unauthorized.instruction')}</p>
        <Button onClick={() => navigate('/home')} className={css({ mt: '2' })}>
          {t('auth.unauthorized.backToHome')}
        </Button>
      </Card>
    </main>
  );
}
