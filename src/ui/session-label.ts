import type { Session } from '../api/contract/access.js';
import type { Translate } from '../i18n/index.js';
import { summariseAgent } from '../shared/user-agent.js';

/** A user agent in words: "Chrome on Linux", the one part known, or "Unknown program" (Profile and Team › Sessions). */
export function agentLabel(userAgent: string | null | undefined, t: Translate): string {
  const { browser, system } = summariseAgent(userAgent);
  if (browser && system) return t('profile.sessions.agent', { browser, system });
  return browser ?? system ?? t('profile.sessions.unknownAgent');
}

/** What a session is called in its row, its button and its toast: "Chrome on Linux", or the client's word. */
export function sessionLabel(s: Session, t: Translate): string {
  return agentLabel(s.userAgent, t);
}
