import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { Button } from '../ui/button.js';
import { AlertIcon } from '../ui/icons.js';

function Fallback({ onReset }: { onReset(): void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', p: '10', textAlign: 'center' })}
    >
      <AlertIcon size={28} />
      <h1 className={css({ fontSize: '18px', fontWeight: 'semibold' })}>{t('common.unexpectedError')}</h1>
      <p className={css({ color: 'fg.muted' })}>{t('common.unexpectedErrorHint')}</p>
      <Button variant="outline" onClick={onReset}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Shows 'Unexpected Application Error' (translated) instead of a blank element. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: unknown }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey?: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('admin element error', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <Fallback onReset={() => this.setState({ error: null })} /> : this.props.children;
  }
}
