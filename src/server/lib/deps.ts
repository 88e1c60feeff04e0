import type { Db } from '../db/types.js';
import type { Limiter, Slots } from './rate-limit.js';
import type { Credential } from './auth.js';
import type { MailQueue } from './mail.js';
import type { Jobs } from '../jobs/engine.js';
import type { LastSeen } from './last-seen.js';

export type Log = (line: string) => void;

/** Every limit of the server, with its numbers (docs/security.md lists them). */
export interface Limits {
  /** Sign-in attempts per client address + e-mail per 5 minutes. */
  loginAttempts: number;
  /** Failed sign-ins per client address per 15 minutes, whatever the e-mail (known devices apart). */
  loginIpFailures: number;
  /**
   * Failed sign-ins per account (e-mail) per 15 minutes from clients it does not know (no valid device
   * token): reaching it locks the account for unknown clients for 15 minutes (docs/security.md).
   */
  loginAccountFailures: number;
  /** Failed sign-ins per known device per 15 minutes; past it the device is an unknown client until the window ends. */
  loginDeviceFailures: number;
  /** Wrong current passwords on the password change per account per 15 minutes. */
  passwordChangeFailures: number;
  /** Password hashes computed at once, and waiting; past both, 503 at once. */
  hashConcurrency: number;
  hashQueue: number;
  /** Reset-mail requests per client address + e-mail per 15 minutes. */
  resetMails: number;
  /** Reset-mail requests per client address per 15 minutes, whatever the e-mail. */
  resetMailsPerAddress: number;
}

/** What every route factory receives. */
export interface Deps {
  db: Db;
  jwtKey: Uint8Array;
  demo: boolean;
  log: Log;
  limits: Limits;
  loginLimiter: Limiter;
  loginIpLimiter: Limiter;
  /** Sign-in failures of unknown clients per account (e-mail). */
  loginAccountLimiter: Limiter;
  /** Sign-in failures per known device. */
  loginDeviceLimiter: Limiter;
  /** Wrong current passwords per member. */
  passwordChangeLimiter: Limiter;
  /** Reset mails per IP+email. */
  mailLimiter: Limiter;
  /** Reset mails per IP, whatever the e-mail. */
  mailIpLimiter: Limiter;
  /** Password hashing: bounded, outside the database admission gate. */
  hashSlots: Slots;
  /** Reset mails are composed after the answer, the same for known and unknown addresses. */
  resetMails: MailQueue;
  /** Background jobs: the notification fan-out (issue 15). */
  jobs: Jobs;
  /** When members were last seen (sign-in and authenticated requests, at most once an hour; issue 16). */
  lastSeen: LastSeen;
  /** Absolute origin for links in mails (e.g. https://admin.example.com); relative links without it. */
  publicUrl?: string;
}

/** The signed-in member as the auth middleware loads it. */
export interface AuthMember {
  id: number;
  email: string;
  capabilities: string[];
  tokenVersion: number;
  /** Issue 39: an owner (members.owner), above IamGOD. */
  owner?: boolean;
}

/** `credential`: what the request was signed in with (a session's token or an API token, lib/auth.ts). */
export type AppEnv = { Variables: { member: AuthMember; credential: Credential; requestId: string } };
