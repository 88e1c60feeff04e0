import type { Member } from '../../api/contract/member.js';
import { type NotificationTarget } from '../../api/contract/constants.js';

/**
 * Recipients of a bulk send, counted exactly as POST /notifications/send-bulk does: ALL = enabled
 * members, MEMBERS = enabled without a company, COMPANIES = enabled with at least one company, each
 * narrowed by the target country when given; SINGLE = the chosen member (1).
 */
export function audienceOf(
  members: readonly Member[],
  target: NotificationTarget,
  country: string | null,
  memberId: number | null,
): number {
  if (target === 'SINGLE') return memberId == null ? 0 : 1;
  let n = 0;
  for (const m of members) {
    if (!m.enabled) continue;
    if (country && m.country !== country) continue;
    const owns = m.companies.length > 0;
    if (target === 'MEMBERS' && owns) continue;
    if (target === 'COMPANIES' && !owns) continue;
    n++;
  }
  return n;
}
