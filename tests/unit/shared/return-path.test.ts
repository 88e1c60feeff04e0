import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/shared/return-path.js';

describe('safeReturnPath (sign-in returns to the requested page)', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeReturnPath('/business?country=IT')).toBe('/business?country=IT');
    expect(safeReturnPath('/products?companyId=4#top')).toBe('/products?companyId=4#top');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'business'],
    ['control character', '/home\n//evil.example'],
    ['tab after slash', '/\t/evil.example'],
    ['sign-in itself', '/login?next=/home'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});
