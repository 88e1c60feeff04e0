import { createHash } from 'node:crypto';
import { notificationPayload, type NotificationPayload } from '../../../api/contract/notification.js';
import type { ItemResult } from '../../lib/plan.js';
import type { InputRecord } from '../../lib/records.js';

/** The columns of a notification file, by the payload field they fill. */
const COLUMN: Record<string, string> = { memberId: 'member', targetCountry: 'country' };

/**
 * The problems of one row, each naming its column ("member must be a positive whole number"), and a
 * sentence said once for every column it applies to ("title and message must not contain control...").
 */
export function rowProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const byText = new Map<string, string[]>();
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const field = COLUMN[key] ?? key;
    // The contract's messages start with the field's API name (targetCountry must be...) or with none (must be...).
    const text = key && issue.message.startsWith(`${key} `) ? issue.message.slice(key.length + 1) : issue.message;
    const fields = byText.get(text) ?? [];
    if (field && !fields.includes(field)) fields.push(field);
    byText.set(text, fields);
  }
  return [...byText]
    .map(([text, fields]) => (fields.length ? `${fields.join(fields.length === 2 ? ' and ' : ', ')} ${text}` : text))
    .join('; ');
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * Turns one CSV/NDJSON record (title,message,target,member,country) into a validated payload; `sendAt` (an
 * ISO instant, from notify send --at) schedules it and is part of its key, so the same notification at
 * another time is another item. Without it the key is what it always was (results files of earlier runs resume).
 */
export function notificationItem(r: InputRecord, sendAt?: string): ItemResult<NotificationPayload> {
  const v = r.value;
  const type = str(v.type).toUpperCase();
  if (type && type !== 'SYSTEM') return { error: `type is fixed to SYSTEM, got "${str(v.type)}"` };
  // CSV headers arrive in lower case (memberid), NDJSON keys as written (memberId).
  const member = str(v.member ?? v.memberId ?? v.memberid);
  const country = str(v.country ?? v.targetCountry ?? v.targetcountry);
  const parsed = notificationPayload.safeParse({
    title: str(v.title),
    message: str(v.message),
    type: 'SYSTEM',
    target: str(v.target).toUpperCase(),
    ...(member ? { memberId: member } : {}),
    ...(country ? { targetCountry: country.toUpperCase() } : {}),
  });
  if (!parsed.success) return { error: rowProblems(parsed.error.issues) };
  if (parsed.data.target === 'SINGLE' && parsed.data.targetCountry != null)
    return { error: 'country is only for the ALL, MEMBERS and COMPANIES targets (a SINGLE send goes to one member)' };
  // A LIST send (chosen members and companies) is made in the composer; a file row has no columns for its ids.
  if (parsed.data.target === 'LIST')
    return { error: 'target LIST is sent from the back-office composer: use ALL, MEMBERS, COMPANIES or SINGLE' };
  const p = parsed.data;
  const payload: NotificationPayload = {
    title: p.title,
    message: p.message,
    type: p.type,
    target: p.target,
    ...(p.memberId != null ? { memberId: p.memberId } : {}),
    ...(p.targetCountry != null ? { targetCountry: p.targetCountry } : {}),
    ...(sendAt ? { sendAt } : {}),
  };
  const canonical = JSON.stringify([
    payload.target,
    payload.memberId ?? null,
    payload.targetCountry ?? null,
    payload.title,
    payload.message,
    ...(sendAt ? [sendAt] : []),
  ]);
  const key = createHash('sha256').update(canonical).digest('hex').slice(0, 16);
  const to =
    payload.target === 'SINGLE'
      ? `member ${payload.memberId}`
      : `${payload.target}${payload.targetCountry ? ` in ${payload.targetCountry}` : ''}`;
  const title = payload.title.length > 40 ? `${payload.title.slice(0, 39)}…` : payload.title;
  return { item: { key, line: r.line, label: `${to}: "${title}"`, payload } };
}
