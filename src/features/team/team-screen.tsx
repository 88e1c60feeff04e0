import { useMemo, useState } from 'react';
import type { AdminAccount } from '../../api/contract/access.js';
import { useErrorText } from '../../connected/error-handler.js';
import { tableStateOf } from '../../connected/table-state.js';
import { useShortcutScope } from '../../connected/use-shortcut-scope.js';
import { useLang, useT } from '../../i18n/index.js';
import { useSession } from '../../state/use-session.js';
import { Button } from '../../ui/button.js';
import { PlusIcon } from '../../ui/icons.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { ListTable } from '../../ui/list/list-table.js';
import type { MenuItem } from '../../ui/menu.js';
import { AddAdminDialog } from './add-admin-dialog.js';
import { ConfirmActionDialog, type PendingAction } from './confirm-action-dialog.js';
import { SessionsDialog } from './sessions-dialog.js';
import { teamColumns } from './team-columns.js';
import type { TeamAction } from './use-team.js';
import { useAdmins } from './use-team.js';

const rowId = (a: AdminAccount) => a.id;
const rowLabel = (a: AdminAccount) => a.name;

/**
 * Team (/team, issue 39): the administrators, for team owners only (the route's `roles`). Each row's menu makes or
 * removes a team owner, disables or enables, removes the administrator rights (each confirmed), and shows the
 * sessions; Add administrator finds a member and makes them one.
 */
export function TeamScreen() {
  const t = useT();
  const [lang] = useLang();
  const shortcut = useShortcutScope();
  const errorText = useErrorText();
  const { memberInfo } = useSession();
  const query = useAdmins();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminAccount | null>(null);
  const [adding, setAdding] = useState(false);
  const rows = query.data;
  // The relative times are of this answer's moment, one clock for the rows.
  const now = useMemo(() => Date.now(), [rows]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo(() => teamColumns(t, lang, memberInfo?.id, now), [t, lang, memberInfo?.id, now]);
  const ask = (action: TeamAction, admin: AdminAccount): MenuItem => ({
    value: action,
    label: t(`team.actions.${action}`),
    danger: action === 'disable' || action === 'revoke',
    onSelect: () => setPending({ action, admin }),
  });
  // Your own row offers no Disable nor Remove rights (keyboard trial: the server refuses the first, the second
  // would lock you out); your sessions are in Profile, but the list is here too.
  // The only enabled team owner cannot stop being one (409 last_owner): said in the menu, not after a confirm.
  // The list builds a row's menu as it opens, from this render's function: the rows of the latest answer.
  const onlyOwner = (a: AdminAccount) => a.owner && a.enabled && !(rows ?? []).some((b) => b.id !== a.id && b.owner && b.enabled);
  const menu = (a: AdminAccount): MenuItem[] => [
    a.owner
      ? onlyOwner(a)
        ? { ...ask('removeOwner', a), label: t('team.actions.removeOwnerOnly'), disabled: true }
        : ask('removeOwner', a)
      : { ...ask('makeOwner', a), disabled: !a.enabled },
    ...(a.id === memberInfo?.id ? [] : [a.enabled ? ask('disable', a) : ask('enable', a), ask('revoke', a)]),
    { value: 'sessions', label: t('team.actions.sessions'), onSelect: () => setSessionsOf(a) },
  ];
  return (
    <ListScreen
      shortcut={shortcut}
      name="team"
      title={t('team.title')}
      description={t('team.description')}
      actions={
        <Button variant="solid" onClick={() => setAdding(true)} data-part="add-admin">
          <PlusIcon size={16} />
          {t('team.add.button')}
        </Button>
      }
    >
      <ListTable
        label={t('team.title')}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowLabel={rowLabel}
        {...tableStateOf(query, 1)}
        errorText={errorText}
        emptyText={t('team.empty')}
        cards
        skeletonRows={3}
        menu={menu}
      />
      <ConfirmActionDialog pending={pending} onClose={() => setPending(null)} />
      <SessionsDialog admin={sessionsOf} onClose={() => setSessionsOf(null)} />
      <AddAdminDialog open={adding} onClose={() => setAdding(false)} admins={rows ?? []} />
    </ListScreen>
  );
}
