import type { Queryable } from '../db/types.js';
import type { Log } from './deps.js';

/** Writes a mail to the dev outbox (and prints it in demo mode). No SMTP in the reference server. */
export async function sendMail(q: Queryable, log: Log | null, to: string, subject: string, link: string) {
  await q.query('insert into mails (recipient, subject, link) values ($1, $2, $3)', [to, subject, link]);
  log?.(`[mail] to ${to}: ${subject} → ${link}`);
}

export const activationLink = (email: string, token: string) =>
  `/enable-member?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
export const resetLink = (email: string, token: string) =>
  `/reset-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
