import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Page } from '../../ui/page.js';
import { ErrorState } from '../../ui/states.js';
import { ChangePasswordDialog } from '../../connected/change-password-dialog.js';
import { EditProfileDialog } from './edit-profile-dialog.js';
import { ProfileDetailsCard, ProfileSecurityCard } from './profile-details-card.js';
import { useMemberInfo } from './use-member-info.js';
import { SessionsCard } from './sessions-card.js';
import { TokensCard } from './tokens-card.js';
import { hasIamGod } from '../../api/contract/constants.js';

/** /profile: read-only details, edit-profile and change-password dialogs, sessions, and API tokens for administrators. */
export function ProfileScreen() {
  const t = useT();
  const member = useMemberInfo();
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  return (
    <Page name="profile" width="narrow" title={t('profile.title')} description={t('profile.description')}>
      {member.isError && !member.data ? (
        <ErrorState title={t('profile.loadError')} onRetry={() => void member.refetch()} />
      ) : (
        <ProfileDetailsCard
          member={member.data}
          footer={
            <Button onClick={() => setEditing(true)} disabled={!member.data}>
              {t('profile.editProfile')}
            </Button>
          }
        />
      )}
      <ProfileSecurityCard
        footer={
          <Button variant="outline" onClick={() => setChanging(true)}>
            {t('profile.changePassword')}
          </Button>
        }
      />
      <SessionsCard />
      {member.data && hasIamGod(member.data) && <TokensCard owner={member.data.owner === true} />}
      <EditProfileDialog open={editing} onOpenChange={setEditing} member={member.data} />
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
    </Page>
  );
}
