import { cliClient, timeoutMs, type CliClient } from './api.js';
import { requireSession, type Session, type SessionOptions } from './config.js';
import type { Io } from './io.js';

/** The signed-in session and its API client (exit 4 when not signed in). */
export async function sessionClient(io: Io, opts: SessionOptions): Promise<CliClient & { session: Session & { token: string } }> {
  const ms = timeoutMs(opts, io.env);
  const session = await requireSession(io, opts);
  return { ...cliClient(session.apiUrl, session.token, { timeoutMs: ms }), session };
}
