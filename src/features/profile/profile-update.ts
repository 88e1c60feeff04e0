import type { MemberInfo } from '../../api/contract/auth.js';

/** Applies a profile update to the cached member (pure; used for the optimistic write and the merge). */
export function applyProfileUpdate(member: MemberInfo | undefined, update: Partial<MemberInfo>): MemberInfo | undefined {
  if (!member) return member;
  const next: Record<string, unknown> = { ...member };
  for (const [k, v] of Object.entries(update)) if (v !== undefined) next[k] = v;
  return next as MemberInfo;
}
