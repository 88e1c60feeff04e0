import { useEffect, useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../connected/field-errors.js';
import type { MemberInfo } from '../../api/contract/auth.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { TextField, formStack } from '../../ui/text-field.js';
import { profileFieldOf, type ProfileField } from './profile-update.js';
import { useUpdateProfile } from './use-update-profile.js';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  member: MemberInfo | null | undefined;
}

/** "Edit profile": firstName, lastName, username; optimistic save; server errors about a field shown next to it. */
export function EditProfileDialog({ open, onOpenChange, member }: Props) {
  const t = useT();
  const [form, setForm] = useState({ firstName: '', lastName: '', username: '' });
  const fields = useFieldErrors(profileFieldOf);
  useEffect(() => {
    if (open) setForm({ firstName: member?.firstName ?? '', lastName: member?.lastName ?? '', username: member?.username ?? '' });
    fields.clear();
    // Reset only when the dialog opens, not on every background refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const mutation = useUpdateProfile(() => onOpenChange(false), fields);
  const set = (k: ProfileField) => (e: React.ChangeEvent<HTMLInputElement>) => {
    fields.clear(k);
    setForm((f) => ({ ...f, [k]: e.target.value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    fields.clear();
    mutation.mutate({ firstName: form.firstName.trim(), lastName: form.lastName.trim(), username: form.username.trim() });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.edit.title')}
      description={t('profile.edit.description')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('profile.edit.cancel')}
          </Button>
          <Button type="submit" form="edit-profile-form" loading={mutation.isPending}>
            {mutation.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </>
      }
    >
      <form id="edit-profile-form" onSubmit={submit} className={formStack}>
        <TextField
          id="profile-first-name"
          ref={fields.ref('firstName')}
          label={t('profile.firstName')}
          value={form.firstName}
          onChange={set('firstName')}
          errorText={fields.errors.firstName}
          autoComplete="given-name"
        />
        <TextField
          id="profile-last-name"
          ref={fields.ref('lastName')}
          label={t('profile.lastName')}
          value={form.lastName}
          onChange={set('lastName')}
          errorText={fields.errors.lastName}
          autoComplete="family-name"
        />
        <TextField
          id="profile-username"
          ref={fields.ref('username')}
          label={t('profile.username')}
          value={form.username}
          onChange={set('username')}
          errorText={fields.errors.username}
          autoComplete="username"
        />
      </form>
    </Dialog>
  );
}
