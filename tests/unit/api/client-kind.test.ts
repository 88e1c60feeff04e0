// @vitest-environment happy-dom
// Issue 39: every client says what it is (X-Backoffice-Client), so a sign-in's session records it.
import { describe, expect, it, vi } from 'vitest';
import { createClient, defaultClientKind } from '../../../src/api/client.js';
import { cliClient } from '../../../src/cli/lib/api.js';

function recorder() {
  const seen: Headers[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push((input instanceof Request ? input : new Request(input, init)).headers);
    return new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { seen, fetch: fetchFn as unknown as typeof fetch };
}

describe('X-Backoffice-Client', () => {
  it('is ui by default in a page (a document exists), on every call', async () => {
    expect(typeof document).toBe('object');
    expect(defaultClientKind()).toBe('ui');
    const r = recorder();
    const c = createClient({ baseUrl: 'http://api.test/v1', fetch: r.fetch });
    await c.post('auth/login', { email: 'a@b.c', password: 'x' });
    await c.get('sessions');
    expect(r.seen.map((h) => h.get('x-backoffice-client'))).toEqual(['ui', 'ui']);
  });

  it('is none by default where no document exists (Node): the server records api', async () => {
    vi.stubGlobal('document', undefined);
    try {
      expect(defaultClientKind()).toBe(null);
      const r = recorder();
      await createClient({ baseUrl: 'http://api.test/v1', fetch: r.fetch }).get('x');
      expect(r.seen[0]!.has('x-backoffice-client')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is what the client instance says: cli, or none for api or null', async () => {
    for (const [kind, sent] of [
      ['cli', 'cli'],
      ['api', null],
      [null, null],
    ] as const) {
      const r = recorder();
      await createClient({ baseUrl: 'http://api.test/v1', fetch: r.fetch, clientKind: kind }).get('x');
      expect(r.seen[0]!.get('x-backoffice-client')).toBe(sent);
    }
  });

  it('the CLI client says cli', async () => {
    const r = recorder();
    const real = globalThis.fetch;
    globalThis.fetch = r.fetch;
    try {
      await cliClient('http://api.test/v1', 'tok').client.get('accounts/member');
    } finally {
      globalThis.fetch = real;
    }
    expect(r.seen[0]!.get('x-backoffice-client')).toBe('cli');
  });
});
