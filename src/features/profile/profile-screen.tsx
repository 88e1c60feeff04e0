import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Page } from '../../ui/page.js';
import { ErrorState } from '../../ui/states.js';
import { ChangePasswordDialog } from '../../connected/change-password-dialog.js';
import { EditProfileDialog } from './edit-profile-dialog.js';
import { ProfileDetailsCard, ProfileSecurityCard } from './profile-details-card.js';
import { useMemberInfo } from './use-member-info.js';

/** /profile: read-only details, edit-profile and change-password dialogs. */
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
      <EditProfileDialog open={editing} onOpenChange={setEditing} member={member.data} />
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
    </Page>
  );
}
