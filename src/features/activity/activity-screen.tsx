import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useListState, useStatePrefix } from '../../connected/use-list-state.js';
import { Page } from '../../ui/page.js';
import { Tabs } from '../../ui/tabs.js';
import { encodeListState, sameState } from '../../lists/url-state.js';
import { ActivityLog } from './activity-log.js';
import type { PanelLinks } from './activity-row.js';
import { RecentlyDeleted } from './recently-deleted.js';
import { ACTIVITY_DEFAULTS } from './use-activity.js';

const content = css({ display: 'flex', flexDirection: 'column', gap: '5', pt: '1' });

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
      <Tabs
        label={t('activity.tabs.label')}
        value={view}
        onValueChange={(value) => controls.setFilters({ view: value === 'deleted' ? 'deleted' : '' })}
        activationMode="manual"
        panelClassName={content}
        items={[
          { value: 'log', label: t('activity.tabs.log'), content: <ActivityLog controls={controls} panel={panel} /> },
          { value: 'deleted', label: t('activity.tabs.deleted'), content: <RecentlyDeleted controls={controls} /> },
        ]}
      />
    </Page>
  );
}
