// Issue 33, item 6 (a red team's retry): SP 800-63B's "repetitive or sequential characters".
import { describe, expect, it } from 'vitest';
import { isCommonPassword, repetitive } from '../../../src/server/lib/passwords.js';

describe('repetitive or sequential passwords are refused as common', () => {
  it.each(['        ', 'aaaaaaaa', 'AAAAAAAAAA', 'abcdefgh', 'hgfedcba', '12345678', '98765432', 'ééééééééé'])(
    '%j is refused',
    async (p) => {
      expect(repetitive(p)).toBe(true);
      expect(await isCommonPassword(p)).toBe(true);
    },
  );
  it.each(['demo-admin', 'demo-member', 'brand-new-pass', 'abcdefgz', 'aaaaaaab', 'acegikmo'])('%j passes', async (p) => {
    expect(repetitive(p)).toBe(false);
    expect(await isCommonPassword(p)).toBe(false);
  });
});
