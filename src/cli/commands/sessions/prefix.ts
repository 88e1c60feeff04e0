import type { Session } from '../../../api/contract/access.js';
import { CliError, EXIT, usageError } from '../../lib/io.js';
import { safe } from '../../lib/output.js';
import { relativeTime } from '../../lib/time.js';

/** The shortest start of a session id `sessions revoke` takes (the first 8 characters of the UUID). */
export const MIN_PREFIX = 8;

const PREFIX = /^[0-9a-f-]+$/i;

/** A whole session id, or the start of one (at least 8 characters): what `sessions revoke` was given, checked. */
export function checkSessionIdArg(arg: string, whole: (s: string) => boolean): { id: string; whole: boolean } {
  const id = arg.trim().toLowerCase();
  if (whole(id)) return { id, whole: true };
  if (id.length >= MIN_PREFIX && id.length < 36 && PREFIX.test(id)) return { id, whole: false };
  throw usageError(
    `"${safe(arg)}" is not a session id: pass the id as \`backoffice sessions list\` shows it, or its first ${MIN_PREFIX} characters at least.`,
  );
}

/** One line of a session for people: its id, client and when it was last seen. */
export const sessionLine = (s: Session, now = Date.now()) => `  ${s.id}  ${s.client}  last seen ${relativeTime(s.lastSeenAt, now)}`;

/**
 * The live session whose id starts with `prefix`: none is exit 5 ("No live session starts with …"), more
 * than one exit 2 with the matches listed (a longer prefix tells them apart).
 */
export function sessionByPrefix(sessions: readonly Session[], prefix: string, whose: string): Session {
  const matches = sessions.filter((s) => !s.revokedAt && s.id.toLowerCase().startsWith(prefix));
  if (matches.length === 1) return matches[0]!;
  if (!matches.length) throw new CliError(`No live session ${whose} starts with ${safe(prefix)}: nothing was ended.`, EXIT.notFound);
  throw usageError(
    `${matches.length} live sessions ${whose} start with ${safe(prefix)}: pass more of the id.\n${matches.map((s) => sessionLine(s)).join('\n')}`,
  );
}
