import { expect } from 'vitest';
import { ADMIN, type E2E } from './e2e.js';

export const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Two events the Activity screen must name in words: the demo owner signs in from Chrome on Linux and that
 * session is signed out (its id returned), then an API token "nightly" (send-only) is created and revoked. Through the real API.
 */
export async function endChromeSessionAndNightlyToken(e2e: E2E): Promise<{ sessionId: string; tokenId: number }> {
  const login = await e2e.api('auth/login', {
    token: null,
    json: ADMIN,
    headers: { 'user-agent': CHROME_LINUX, 'x-backoffice-client': 'ui' },
  });
  expect(login.status).toBe(200);
  const sessions = await e2e.data<{ id: string; userAgent: string | null; revokedAt: string | null }[]>('sessions');
  const chrome = sessions.find((s) => s.userAgent === CHROME_LINUX && !s.revokedAt)!;
  expect((await e2e.api(`sessions/${chrome.id}`, { method: 'DELETE' })).status).toBe(200);
  const token = await e2e.data<{ id: number }>('tokens', {
    json: { name: 'nightly', scopes: ['notifications:send'], expiresInDays: 30 },
  });
  expect((await e2e.api(`tokens/${token.id}`, { method: 'DELETE' })).status).toBe(200);
  return { sessionId: chrome.id, tokenId: token.id };
}
