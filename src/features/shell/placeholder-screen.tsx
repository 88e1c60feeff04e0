import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { EmptyState } from '../../ui/states.js';

/** Stand-in for a screen that is not built yet. */
export function placeholder(titleKey: string) {
  return function PlaceholderScreen() {
    const t = useT();
    return (
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 className={css({ fontSize: '22px', fontWeight: 'semibold' })}>{t(titleKey)}</h1>
        <EmptyState title={t('shell.placeholder.title')} description={t('shell.placeholder.description')} />
      </section>
    );
  };
}
