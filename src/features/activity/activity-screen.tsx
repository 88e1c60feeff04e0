import { Tabs } from '@ark-ui/react/tabs';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useListState, useStatePrefix } from '../../hooks/use-list-state.js';
import { Page } from '../../ui/page.js';
import { encodeListState, sameState } from '../../ui/list/url-state.js';
import { ActivityLog } from './activity-log.js';
import type { PanelLinks } from './activity-row.js';
import { RecentlyDeleted } from './recently-deleted.js';
import { ACTIVITY_DEFAULTS } from './use-activity.js';

const tabList = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  overflowX: 'auto',
});
const tab = css({
  px: '3',
  minH: '11',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  mb: '-1px',
  cursor: 'pointer',
  borderTopRadius: 'l1',
  _hover: { color: 'fg.default' },
  _selected: { color: 'accent.text', borderColor: 'accent.default' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'accent.default',
    outlineOffset: '-2px',
  },
});
const content = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  pt: '5',
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'accent.default',
    outlineOffset: '2px',
  },
});

type View = 'log' | 'deleted';

/**
 * The activity panel (issue 13), two views as tabs: the trail as sentences (filters, Load more, CSV) and
 * Recently deleted (restore). Everything lives in the URL under the panel's prefix (`view=deleted`).
 */
export function ActivityScreen() {
  const t = useT();
  const prefix = useStatePrefix('a.');
  const controls = useListState(prefix, ACTIVITY_DEFAULTS);
  const view: View = controls.state.filters.view === 'deleted' ? 'deleted' : 'log';
  const panel = useMemo<PanelLinks>(() => {
    const next = (patch: Record<string, string>) => ({
      ...controls.state,
      filters: { ...controls.state.filters, ...patch },
      page: 1,
    });
    return {
      href: (patch) => {
        const search = encodeListState(next(patch), prefix, ACTIVITY_DEFAULTS, new URLSearchParams(location.search)).toString();
        return `${location.pathname}${search ? `?${search}` : ''}`;
      },
      go: (patch) => controls.setFilters(patch),
      shows: (patch) => sameState(next(patch), controls.state),
    };
  }, [controls, prefix]);

  return (
    <Page name="activity" title={t('activity.title')} description={t('activity.description')}>
      <Tabs.Root
        value={view}
        onValueChange={({ value }) => controls.setFilters({ view: value === 'deleted' ? 'deleted' : '' })}
        lazyMount
        unmountOnExit
        activationMode="manual"
      >
        <Tabs.List className={tabList} aria-label={t('activity.tabs.label')}>
          <Tabs.Trigger value="log" className={tab} data-tab="log">
            {t('activity.tabs.log')}
          </Tabs.Trigger>
          <Tabs.Trigger value="deleted" className={tab} data-tab="deleted">
            {t('activity.tabs.deleted')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="log" className={content}>
          <ActivityLog controls={controls} panel={panel} />
        </Tabs.Content>
        <Tabs.Content value="deleted" className={content}>
          <RecentlyDeleted controls={controls} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
