import type { Db } from '../db/types.js';
import type { RateLimiter } from './rate-limit.js';

export type Log = (line: string) => void;

/** What every route factory receives. */
export interface Deps {
  db: Db;
  jwtKey: Uint8Array;
  demo: boolean;
  log: Log;
  loginLimiter: RateLimiter;
  /** Reset mails per IP+email (5 per 15 minutes). */
  mailLimiter: RateLimiter;
}

/** The signed-in member as the auth middleware loads it. */
export interface AuthMember {
  id: number;
  email: string;
  capabilities: string[];
  tokenVersion: number;
}

export type AppEnv = { Variables: { member: AuthMember } };
