import { detached } from '../db/scoped.js';
import type { Queryable } from '../db/types.js';
import type { Log } from './deps.js';

/** Writes a mail to the dev outbox (and prints it in demo mode). No SMTP in the reference server. */
export async function sendMail(q: Queryable, log: Log | null, to: string, subject: string, link: string) {
  await q.query('insert into mails (recipient, subject, link) values ($1, $2, $3)', [to, subject, link]);
  // The link carries a single-use secret: only the demo (whose outbox is public anyway) prints it.
  log?.(`[mail] to ${to}: ${subject} → ${link}`);
}

/** `base` + path: absolute when the server knows its public origin, else the path alone. */
const withBase = (base: string | undefined, path: string) => (base ? `${base.replace(/\/+$/, '')}${path}` : path);

export const activationLink = (email: string, token: string, base?: string) =>
  withBase(base, `/enable-member?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`);
export const resetLink = (email: string, token: string, base?: string) =>
  withBase(base, `/reset-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`);

/**
 * Jobs run one at a time after the request that queued them has answered: the request does the same
 * work whatever the job will find (a reset request for an unknown address answers exactly as fast as
 * one for a known address). In process memory: a job queued just before a crash is lost, and the
 * requester asks again.
 */
export class MailQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  constructor(private readonly onError: (err: unknown) => void) {}

  push(job: () => Promise<void>) {
    this.pending++;
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => detached(job)) // never inside the transaction of the request that queued it
      .catch(this.onError)
      .finally(() => {
        this.pending--;
      });
  }

  get size() {
    return this.pending;
  }

  /** Resolves when every job queued so far has run. */
  idle(): Promise<void> {
    return this.tail;
  }
}
