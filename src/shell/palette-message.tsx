import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { Button } from '../ui/button.js';
import { AlertIcon } from '../ui/icons.js';
import { Spinner } from '../ui/spinner.js';
import { SEARCH_MIN_LENGTH, type SearchState } from './use-search-results.js';

const note = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  flexShrink: 0,
  px: '4.5',
  py: '3',
  fontSize: '13px',
  color: 'fg.muted',
});

/** The line under the options: the search's error with a retry, searching, too short a query, or no results; nothing otherwise. */
export function PaletteMessage({ q, search, expanded }: { q: string; search: SearchState; expanded: boolean }) {
  const t = useT();
  return search.error ? (
    <div className={note}>
      <AlertIcon />
      <span>{t('search.error')}</span>
      <Button size="sm" variant="outline" onClick={search.retry}>
        {t('common.retry')}
      </Button>
    </div>
  ) : search.loading ? (
    <div className={note}>
      <Spinner />
      <span>{t('search.searching')}</span>
    </div>
  ) : q.length > 0 && q.length < SEARCH_MIN_LENGTH ? (
    <div className={note}>{t('search.minLength')}</div>
  ) : q && !expanded ? (
    <div className={note}>{t('search.noResults', { query: q })}</div>
  ) : null;
}
