import { useEffect, useState } from 'react';
import type { Translate } from '../i18n/index.js';
import type { SearchState } from './use-search-results.js';

/** What a screen reader hears (politely), once the options have settled: not at every key. */
export function useSpokenStatus(q: string, search: SearchState, count: number, t: Translate): string {
  const settled = !q
    ? ''
    : search.error
      ? t('search.error')
      : search.loading
        ? null
        : count
          ? t('search.results', { count })
          : t('search.noResults', { query: q });
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (settled === null) return;
    const timer = setTimeout(() => setSpoken(settled), 250);
    return () => clearTimeout(timer);
  }, [settled]);
  return spoken;
}
