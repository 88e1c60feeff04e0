import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSubmitPassword,
  isLinkComplete,
  passwordPairProblems,
  passwordStrength,
  passwordsMatch,
  readLinkParams,
  showMismatch,
} from '../../../src/ui/account/password-rules.js';

describe('passwordStrength', () => {
  it('gives 10 points per character, full at 10', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('a')).toBe(10);
    expect(passwordStrength('abcde')).toBe(50);
    expect(passwordStrength('abcdefghij')).toBe(100);
    expect(passwordStrength('abcdefghijklmnop')).toBe(100);
  });
  it('always stays within 0..100', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const v = passwordStrength(s);
        return v >= 0 && v <= 100 && v === Math.min(100, s.length * 10);
      }),
    );
  });
});

describe('passwordsMatch / showMismatch', () => {
  it('needs both non-empty and equal', () => {
    expect(passwordsMatch('', '')).toBe(false);
    expect(passwordsMatch('abc', '')).toBe(false);
    expect(passwordsMatch('', 'abc')).toBe(false);
    expect(passwordsMatch('abc', 'abd')).toBe(false);
    expect(passwordsMatch('abc', 'abc')).toBe(true);
  });
  it('is case- and space-sensitive', () => {
    expect(passwordsMatch('Secret', 'secret')).toBe(false);
    expect(passwordsMatch('secret ', 'secret')).toBe(false);
  });
  it('shows the mismatch only on a touched, non-empty, different confirm', () => {
    expect(showMismatch('abc', '')).toBe(false);
    expect(showMismatch('abc', 'ab')).toBe(true);
    expect(showMismatch('abc', 'abc')).toBe(false);
    expect(showMismatch('abc', 'x', false)).toBe(false);
  });
});

describe('canSubmitPassword', () => {
  it('change form: enabled only when new and confirm are equal and non-empty', () => {
    expect(canSubmitPassword({ password: '', confirm: '' })).toBe(false);
    expect(canSubmitPassword({ password: 'pw', confirm: '' })).toBe(false);
    expect(canSubmitPassword({ password: 'pw', confirm: 'pW' })).toBe(false);
    expect(canSubmitPassword({ password: 'pw', confirm: 'pw' })).toBe(true);
    expect(canSubmitPassword({ password: 'pw', confirm: 'pw', submitting: true })).toBe(false);
  });
  it('link forms also need email and token', () => {
    const base = { password: 'pw', confirm: 'pw', needsLink: true };
    expect(canSubmitPassword({ ...base, email: 'a@b.c', token: 't' })).toBe(true);
    expect(canSubmitPassword({ ...base, email: '', token: 't' })).toBe(false);
    expect(canSubmitPassword({ ...base, email: 'a@b.c', token: null })).toBe(false);
    expect(canSubmitPassword({ ...base, email: ' ', token: ' ' })).toBe(false);
  });
  it('is never enabled when the two passwords differ (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        return !canSubmitPassword({ password: a, confirm: b });
      }),
    );
  });
});

describe('passwordPairProblems', () => {
  it('says every field at once, in the order of the form (issue 38)', () => {
    expect(passwordPairProblems('', '')).toEqual([
      ['new', 'account.newPasswordRequired'],
      ['confirm', 'account.confirmPasswordRequired'],
    ]);
    expect(passwordPairProblems('short', '')).toEqual([
      ['new', 'errors.codes.password_too_short'],
      ['confirm', 'account.confirmPasswordRequired'],
    ]);
    expect(passwordPairProblems('short', 'other')).toEqual([
      ['new', 'errors.codes.password_too_short'],
      ['confirm', 'account.passwordsDoNotMatch'],
    ]);
  });

  it('counts characters, not UTF-16 units, and lets a matching pair of 8 go', () => {
    expect(passwordPairProblems('🔑🔑🔑🔑🔑🔑🔑🔑', '🔑🔑🔑🔑🔑🔑🔑🔑')).toEqual([]);
    expect(passwordPairProblems('🔑🔑🔑🔑', '🔑🔑🔑🔑')).toEqual([['new', 'errors.codes.password_too_short']]);
    expect(passwordPairProblems('long enough', 'long enough')).toEqual([]);
  });
});

describe('link parameters', () => {
  it('reads and decodes email and token', () => {
    expect(readLinkParams('?email=pending%40example.com&token=abc123')).toEqual({
      email: 'pending@example.com',
      token: 'abc123',
    });
    expect(readLinkParams('?email=a%2Bb%40x.io&token=t')).toEqual({ email: 'a+b@x.io', token: 't' });
  });
  it('returns empty strings when missing', () => {
    expect(readLinkParams('')).toEqual({ email: '', token: '' });
    expect(isLinkComplete('', 'x')).toBe(false);
    expect(isLinkComplete('a@b.c', 'x')).toBe(true);
  });
});
