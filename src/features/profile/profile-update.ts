import type { MemberInfo } from '../../api/contract/auth.js';
import type { FieldMap } from '../../state/error-text.js';

export type ProfileField = 'firstName' | 'lastName' | 'username';
const PROFILE_FIELDS: readonly string[] = ['firstName', 'lastName', 'username'];

/** The edit dialog's field a server error of PATCH /accounts/members is about (username codes name it even without a field). */
export const profileFieldOf: FieldMap<ProfileField> = (field, code) =>
  PROFILE_FIELDS.includes(field)
    ? (field as ProfileField)
    : code === 'username_taken' || code === 'username_mixed_script'
      ? 'username'
      : null;

/** Applies a profile update to the cached member (pure; used for the optimistic write and the merge). */
export function applyProfileUpdate(member: MemberInfo | undefined, update: Partial<MemberInfo>): MemberInfo | undefined {
  if (!member) return member;
  const next: Record<string, unknown> = { ...member };
  for (const [k, v] of Object.entries(update)) if (v !== undefined) next[k] = v;
  return next as MemberInfo;
}
