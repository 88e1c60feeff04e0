// Behind a load balancer every connection comes from the balancer: the per-address limits need the client's
// address from X-Forwarded-For, read only when the peer is a trusted proxy (BACKOFFICE_TRUSTED_PROXIES).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress, trustedProxies } from '../../src/server/lib/request.js';
import { serveProcess, type ServerProcess } from '../helpers/server-process.js';

vi.setConfig({ testTimeout: 60_000 });

describe('clientAddress', () => {
  const proxies = trustedProxies({ BACKOFFICE_TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' });
  it('takes the nearest forwarded address that is not a trusted proxy, only from a trusted peer', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:10.0.0.5', '203.0.113.7', proxies)).toBe('203.0.113.7');
    // The client wrote the left part: never read past the first untrusted hop from the right.
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.7, 10.0.0.6', proxies)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.9', '203.0.113.7', proxies)).toBe('198.51.100.9');
    expect(clientAddress('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', 'not-an-address', proxies)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '10.0.0.6', proxies)).toBe('10.0.0.5');
  });
  it('refuses a setting that is not a list of addresses', () => {
    expect(() => trustedProxies({ BACKOFFICE_TRUSTED_PROXIES: 'lb.example.com' })).toThrow(/must list addresses such as 10.0.0.5,10.0.0.6/);
    expect(trustedProxies({}).size).toBe(0);
  });
});

describe('the sign-in limit per address behind a trusted proxy (real processes)', () => {
  let behind: ServerProcess;
  let direct: ServerProcess;
  beforeAll(async () => {
    [behind, direct] = await Promise.all([
      serveProcess(['--memory', '--demo'], { env: { BACKOFFICE_TRUSTED_PROXIES: '127.0.0.1' } }),
      serveProcess(['--memory', '--demo'], { env: { BACKOFFICE_TRUSTED_PROXIES: undefined } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([behind?.stop(), direct?.stop()]);
  });
  const attempt = (s: ServerProcess, from: string) =>
    fetch(`${s.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email: 'member@example.com', password: 'wrong-password' }),
    }).then((r) => r.status);

  it('counts each client apart when the peer is trusted, and ignores the header when it is not', async () => {
    for (const s of [behind, direct]) for (let i = 0; i < 10; i++) expect(await attempt(s, '203.0.113.1')).toBe(401);
    expect(await attempt(behind, '203.0.113.1')).toBe(429);
    // Another client behind the same balancer is not limited by the first one's failures.
    expect(await attempt(behind, '203.0.113.2')).toBe(401);
    // Without trust, a forged header does not get a client out of its limit.
    expect(await attempt(direct, '203.0.113.2')).toBe(429);
  });
});
