import { css } from 'styled-system/css';
import type { AdminAccount } from '../../api/contract/access.js';
import type { Translate } from '../../i18n/index.js';
import { absoluteTime, relativeTime } from '../../ui/activity-text.js';
import { Badge } from '../../ui/badge.js';
import { cx } from '../../ui/cx.js';
import { breakableAddress } from '../../ui/detail-list.js';
import { SkeletonBadge, SkeletonMediaLines } from '../../ui/skeleton.js';
import { cellSpan } from '../../ui/table.js';
import type { Column } from '../../ui/list/types.js';

const muted = css({ color: 'fg.muted', fontSize: '13px' });
const nameCell = css({ display: 'flex', flexDirection: 'column', minW: '0' });
// A name and an e-mail are shown whole (issue 39, keyboard trial: a few rows, a phone cut them after two lines).
const whole = css({ '&[data-cell-text]': { WebkitLineClamp: 'unset', lineClamp: 'unset', overflowWrap: 'break-word' } });
const nowrap = css({ whiteSpace: 'nowrap' });

export const roleText = (t: Translate, a: AdminAccount) => t(a.owner ? 'team.roles.owner' : 'team.roles.admin');
export const stateText = (t: Translate, a: AdminAccount) => t(a.enabled ? 'team.enabled' : 'team.disabled');
const lastSignIn = (t: Translate, a: AdminAccount, lang: string, now: number) =>
  a.lastSignInAt ? `${relativeTime(a.lastSignInAt, now, lang)} (${absoluteTime(a.lastSignInAt, lang)})` : t('team.never');

/** The columns of Team: name and email, role, status (in words as well as colour), last sign-in. */
export function teamColumns(t: Translate, lang: string, selfId: number | undefined, now: number): Column<AdminAccount>[] {
  return [
    {
      id: 'name',
      header: t('team.columns.name'),
      fill: { grow: 3, min: '10rem' },
      skeleton: () => <SkeletonMediaLines />,
      cell: (a) => (
        <span className={nameCell}>
          {cellSpan(a.id === selfId ? `${a.name} (${t('team.you')})` : a.name, cx(css({ fontWeight: 'medium' }), whole))}
          {cellSpan(breakableAddress(a.email), cx(muted, whole))}
        </span>
      ),
      text: (a) => `${a.name} <${a.email}>`,
    },
    {
      id: 'role',
      header: t('team.columns.role'),
      width: '11.5rem',
      cell: (a) => (
        <Badge tone={a.owner ? 'accent' : 'neutral'} className={nowrap} data-part="admin-role" data-owner={a.owner}>
          {roleText(t, a)}
        </Badge>
      ),
      text: (a) => roleText(t, a),
    },
    {
      id: 'status',
      header: t('team.columns.status'),
      width: '8rem',
      card: 'end',
      skeleton: () => <SkeletonBadge />,
      cell: (a) => (
        <Badge tone={a.enabled ? 'success' : 'danger'} className={nowrap} data-part="admin-state" data-enabled={a.enabled}>
          {stateText(t, a)}
        </Badge>
      ),
      text: (a) => stateText(t, a),
    },
    {
      id: 'lastSignIn',
      header: t('team.columns.lastSignIn'),
      fill: { grow: 2, min: '9rem' },
      cell: (a) =>
        a.lastSignInAt ? (
          <time dateTime={a.lastSignInAt} className={nameCell}>
            {cellSpan(relativeTime(a.lastSignInAt, now, lang))}
            {cellSpan(absoluteTime(a.lastSignInAt, lang), muted)}
          </time>
        ) : (
          cellSpan(t('team.never'), muted)
        ),
      text: (a) => lastSignIn(t, a, lang, now),
    },
  ];
}
