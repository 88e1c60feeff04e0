// Issue 33, item 6: the password rule (NIST SP 800-63B): at least 8 characters, at most 256, not one of the
// common passwords of @zxcvbn-ts/language-common, no composition rules. The list stays out of the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activationPayload, passwordChangePayload, resetPasswordPayload } from '../../../src/api/contract/index.js';
import { PASSWORD_MIN_LENGTH, passwordLength } from '../../../src/api/contract/constants.js';
import { isCommonPassword } from '../../../src/server/lib/passwords.js';
import { DEMO } from '../../../src/server/seed/demo.js';

const codeOf = (r: { success: boolean; error?: { issues: unknown[] } }) =>
  (r.error?.issues[0] as { params?: { code?: string } } | undefined)?.params?.code;

describe('the password rule', () => {
  it('is 8 characters, counted in code points', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordLength('🔑🔑🔑🔑')).toBe(4);
    for (const schema of [activationPayload, resetPasswordPayload]) {
      const base = { email: 'a@b.it', token: 't' };
      expect(codeOf(schema.safeParse({ ...base, password: 'abcdefg' }))).toBe('password_too_short');
      expect(codeOf(schema.safeParse({ ...base, password: '🔑🔑🔑🔑' }))).toBe('password_too_short');
      expect(schema.safeParse({ ...base, password: 'abcdefgh' }).success).toBe(true);
      expect(schema.safeParse({ ...base, password: 'x'.repeat(257) }).success).toBe(false);
    }
    expect(codeOf(passwordChangePayload.safeParse({ oldPassword: 'a', password: 'short' }))).toBe('password_too_short');
    // No composition rules: lower-case letters only are fine.
    expect(passwordChangePayload.safeParse({ oldPassword: 'a', password: 'allsmallletters' }).success).toBe(true);
  });

  it('knows the common passwords whatever their case, and not the demo ones', async () => {
    for (const p of ['password', 'iloveyou', 'Sunshine', 'QWERTY123', 'trustno1', '1qaz2wsx']) expect(await isCommonPassword(p)).toBe(true);
    for (const p of [DEMO.admin.password, DEMO.member.password, 'correct-horse-battery', 'brand-new-pass'])
      expect(await isCommonPassword(p)).toBe(false);
  });

  it('the list is not in any browser build (only the server checks it)', () => {
    const dist = new URL('../../../dist/', import.meta.url).pathname;
    const dirs = ['web/assets', 'elements', 'react'].map((d) => join(dist, d)).filter(existsSync);
    expect(dirs.length).toBeGreaterThan(0); // `npm test` builds first
    const files = dirs.flatMap((d) => readdirSync(d, { recursive: true }).map((f) => join(d, String(f)))).filter((f) => f.endsWith('.js'));
    for (const f of files)
      expect({ f, list: /passwords-common|dictionary-compression|1qaz2wsx/.test(readFileSync(f, 'utf8')) }).toEqual({ f, list: false });
  });
});
