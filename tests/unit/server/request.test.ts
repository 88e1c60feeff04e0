// The client address and the key the per-address limits count by (issue 33, item 7): ports are not part of
// an address, an IPv4-mapped IPv6 address is the IPv4 address, and an IPv6 client is its /64.
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, normalizeAddress, trustedProxies } from '../../../src/server/lib/request.js';

describe('normalizeAddress', () => {
  it('strips ports, brackets and the IPv4-mapped prefix; lower-cases IPv6', () => {
    expect(normalizeAddress('1.2.3.4')).toBe('1.2.3.4');
    expect(normalizeAddress('1.2.3.4:5678')).toBe('1.2.3.4');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(normalizeAddress('[::ffff:198.51.100.7]:80')).toBe('198.51.100.7');
    expect(normalizeAddress('::ffff:c633:6407')).toBe('198.51.100.7');
  });
  it('answers null for what is not an address', () => {
    for (const s of [
      '',
      'local',
      'unknown',
      '_hidden',
      '1.2.3',
      '1.2.3.4:',
      '1.2.3.4:99999',
      'example.com:80',
      '[1.2.3.4]:80x',
      '2001:db8::1:443x',
    ])
      expect(normalizeAddress(s), s).toBeNull();
  });
});

describe('addressKey', () => {
  it('an IPv4 address is its own key', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
  it('an IPv6 address counts as its /64', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:1:2:aaaa::9')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
  it('leaves what is not an address as it is (app.request in tests has no socket)', () => {
    expect(addressKey('local')).toBe('local');
  });
});

describe('clientAddress', () => {
  const proxies = trustedProxies({ BACKOFFICE_TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6, 2001:db8::5' });
  it('reads forwarded hops without their ports', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.7:5678', proxies)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '[2001:db8:9::1]:443', proxies)).toBe('2001:db8:9::1');
    expect(clientAddress('10.0.0.5', '203.0.113.7, 10.0.0.6:443', proxies)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '::ffff:203.0.113.7', proxies)).toBe('203.0.113.7');
  });
  it('a trusted proxy is recognised in any of its spellings', () => {
    expect(clientAddress('::ffff:10.0.0.5', '203.0.113.7', proxies)).toBe('203.0.113.7');
    expect(clientAddress('2001:DB8:0::5', '203.0.113.7', proxies)).toBe('203.0.113.7');
  });
  it('the peer is normalised too, and a hop that is not an address stops the reading', () => {
    expect(clientAddress('::ffff:198.51.100.9', undefined, proxies)).toBe('198.51.100.9');
    expect(clientAddress('10.0.0.5', 'unknown', proxies)).toBe('10.0.0.5');
    expect(clientAddress('198.51.100.9', '203.0.113.7', proxies)).toBe('198.51.100.9');
  });
});
