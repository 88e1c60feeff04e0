import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SentNotification } from '../../../../src/api/contract/notification.js';
import {
  canSend,
  composerProblems,
  draftOf,
  INITIAL_COMPOSER,
  payloadOf,
  recipientsOf,
  withTarget,
} from '../../../../src/features/notifications/form-state.js';
import {
  isTruncated,
  LOCK_SCREEN_LIMITS,
  normaliseText,
  truncateFor,
  truncationWarnings,
  visibleLength,
} from '../../../../src/features/notifications/truncation.js';

describe('lock-screen truncation', () => {
  it('defines the limits per platform and field', () => {
    expect(LOCK_SCREEN_LIMITS).toEqual({ ios: { title: 40, message: 178 }, android: { title: 65, message: 240 } });
  });
  it('keeps texts within the limit and cuts longer ones with an ellipsis at exactly the limit', () => {
    expect(truncateFor('ios', 'title', 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncateFor('ios', 'title', 'x'.repeat(41))).toBe(`${'x'.repeat(39)}…`);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.constantFrom('ios', 'android'), fc.constantFrom('title', 'message'), (s, p, f) => {
        const out = truncateFor(p, f, s);
        if ([...out].length > LOCK_SCREEN_LIMITS[p][f]) return false;
        return isTruncated(p, f, s) ? out.endsWith('…') : out === normaliseText(s);
      }),
    );
  });
  it('counts code points after collapsing whitespace', () => {
    expect(visibleLength('  a   b  ')).toBe(3);
    expect(visibleLength('🎉🎉')).toBe(2);
  });
  it('lists a warning for each cut field, iOS first', () => {
    expect(truncationWarnings('short', 'short')).toEqual([]);
    expect(truncationWarnings('t'.repeat(41), '').map((w) => `${w.platform}-${w.field}`)).toEqual(['ios-title']);
    expect(truncationWarnings('t'.repeat(66), 'm'.repeat(241)).map((w) => `${w.platform}-${w.field}`)).toEqual([
      'ios-title',
      'ios-message',
      'android-title',
      'android-message',
    ]);
  });
});

describe('composer state', () => {
  it('single clears the country, other targets clear the user', () => {
    const s = { ...INITIAL_COMPOSER, country: 'IT' as const };
    expect(withTarget(s, 'SINGLE')).toMatchObject({ target: 'SINGLE', country: null });
    expect(withTarget({ ...s, target: 'SINGLE', memberId: 7 }, 'COMPANIES')).toMatchObject({ target: 'COMPANIES', memberId: null });
  });
  it('blocks send while sending; single without a user is a problem said on submit', () => {
    expect(canSend(INITIAL_COMPOSER, false)).toBe(true);
    expect(canSend(INITIAL_COMPOSER, true)).toBe(false);
    // SINGLE without a user: the submit goes on, and composerProblems says the user is missing.
    expect(canSend({ ...INITIAL_COMPOSER, target: 'SINGLE' }, false)).toBe(true);
    expect(canSend({ ...INITIAL_COMPOSER, target: 'SINGLE', memberId: 3 }, false)).toBe(true);
    const filled = { ...INITIAL_COMPOSER, title: 'T', message: 'M' };
    expect(composerProblems({ ...filled, target: 'SINGLE' })).toEqual([['recipient', 'notifications.form.userRequired']]);
    expect(composerProblems({ ...filled, target: 'SINGLE', memberId: 3 })).toEqual([]);
  });
  it('builds a SYSTEM payload with memberId only for single and the country only otherwise', () => {
    expect(payloadOf({ ...INITIAL_COMPOSER, title: ' T ', message: ' M ', target: 'ALL', memberId: null, country: 'IT' })).toEqual({
      title: 'T',
      message: 'M',
      type: 'SYSTEM',
      target: 'ALL',
      targetCountry: 'IT',
    });
    expect(payloadOf({ ...INITIAL_COMPOSER, title: 'T', message: 'M', target: 'SINGLE', memberId: 4, country: null })).toEqual({
      title: 'T',
      message: 'M',
      type: 'SYSTEM',
      target: 'SINGLE',
      memberId: 4,
    });
  });
});

describe('Use as draft (draftOf)', () => {
  const sent = {
    id: 7,
    title: 'Saldi',
    message: 'Fino al 50%',
    type: 'PRODUCT_DISCOUNT',
    target: 'ALL',
    targetCountry: 'IT',
    member: null,
    recipients: 12,
    author: { id: 1, name: 'Ada Admin' },
    sentAt: '2026-11-23T10:00:00.000Z',
    status: 'sent',
    delivered: 12,
    sendAt: null,
    finishedAt: '2026-11-23T10:00:01.000Z',
    test: false,
  } as const satisfies SentNotification;
  it('takes title, message, target and country; the type is the composer’s', () => {
    expect(draftOf(sent)).toEqual({
      title: 'Saldi',
      message: 'Fino al 50%',
      target: 'ALL',
      memberId: null,
      list: [],
      country: 'IT',
      when: 'now',
      sendAt: '',
    });
    expect(payloadOf(draftOf(sent)).type).toBe('SYSTEM');
  });
  it('keeps the member of a SINGLE send and never a country; drops a country the composer does not offer', () => {
    expect(draftOf({ ...sent, target: 'SINGLE', targetCountry: 'IT', member: { id: 42, name: 'Mario Rossi' } })).toEqual({
      title: 'Saldi',
      message: 'Fino al 50%',
      target: 'SINGLE',
      memberId: 42,
      list: [],
      country: null,
      when: 'now',
      sendAt: '',
    });
    expect(draftOf({ ...sent, targetCountry: 'JP' }).country).toBeNull();
    expect(draftOf({ ...sent, target: 'MEMBERS', targetCountry: null }).country).toBeNull();
  });
  it('keeps the chosen members and companies of a LIST send, and sends them as ids by kind', () => {
    const draft = draftOf({ ...sent, target: 'LIST', targetCountry: null, list: { memberIds: [4, 9], companyIds: [3] } });
    expect(draft.list).toEqual([
      { kind: 'member', id: 4 },
      { kind: 'member', id: 9 },
      { kind: 'company', id: 3 },
    ]);
    expect(payloadOf(draft)).toMatchObject({ target: 'LIST', memberIds: [4, 9], companyIds: [3] });
    expect(payloadOf(draft)).not.toHaveProperty('targetCountry');
    expect(composerProblems({ ...draft, list: [] })).toEqual([['recipient', 'notifications.form.listRequired']]);
  });
  it('reads ?to=m12,c3 once each, leaving out anything else', () => {
    expect(recipientsOf('m12,c3,m12,x7,c0,m5')).toEqual([
      { kind: 'member', id: 12 },
      { kind: 'company', id: 3 },
      { kind: 'member', id: 5 },
    ]);
  });
});
