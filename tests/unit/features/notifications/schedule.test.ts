import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SCHEDULE_DAYS, sendAtProblem, type SentNotification } from '../../../../src/api/contract/notification.js';
import { canSendTest, INITIAL_COMPOSER, payloadOf, testPayloadOf } from '../../../../src/features/notifications/form-state.js';
import {
  defaultSendAt,
  dueWhen,
  isCancellable,
  isoWithOffset,
  localInputValue,
  nextPollDelay,
  POLL_MS,
  SEND_AT_TEXTS,
  sendAtBounds,
  sendAtKey,
} from '../../../../src/features/notifications/schedule.js';
import { translate } from '../../../../src/i18n/index.js';

const DAY = 86_400_000;

describe('the time of a scheduled send (issue 15)', () => {
  it('reads a datetime-local value in the local time zone and writes it with its offset', () => {
    const iso = isoWithOffset('2026-03-01T09:00')!;
    expect(iso).toMatch(/^2026-03-01T09:00:00[+-]\d{2}:\d{2}$/);
    const local = new Date(2026, 2, 1, 9, 0);
    expect(Date.parse(iso)).toBe(local.getTime());
    expect(isoWithOffset('2026-03-01T09:00:30')).toMatch(/^2026-03-01T09:00:30/);
    for (const bad of ['', '2026-03-01', '09:00', '2026-02-30T09:00', 'tomorrow']) expect(isoWithOffset(bad), bad).toBeNull();
  });

  it('reads every year typed digit by digit (0002, 0020, 0202, 2027) as that year, never as 19xx or an invalid date', () => {
    for (const y of ['0002', '0020', '0202', '2027']) {
      const iso = isoWithOffset(`${y}-06-15T09:30`);
      expect(iso, y).toMatch(new RegExp(`^${y}-06-15T09:30:00[+-]\\d{2}:\\d{2}$`));
      expect(Number.isNaN(new Date(iso!).getTime()), y).toBe(false);
      expect(new Intl.DateTimeFormat('it', { timeZoneName: 'shortOffset' }).formatToParts(new Date(iso!)).length, y).toBeGreaterThan(0);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
        const local = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T23:59`;
        const iso = isoWithOffset(local);
        return iso !== null && iso.startsWith(local) && !Number.isNaN(new Date(iso).getTime());
      }),
    );
  });

  it('round-trips any minute: the ISO string is the same instant as the local value', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (d) => {
        d.setSeconds(0, 0);
        const iso = isoWithOffset(localInputValue(d));
        return iso !== null && Date.parse(iso) === d.getTime();
      }),
    );
  });

  it('offers tomorrow at 09:00 first, and the bounds now .. MAX_SCHEDULE_DAYS ahead', () => {
    const now = new Date(2026, 5, 10, 15, 42, 10).getTime();
    expect(defaultSendAt(now)).toBe('2026-06-11T09:00');
    expect(sendAtBounds(now)).toEqual({ min: '2026-06-10T15:42', max: localInputValue(new Date(now + MAX_SCHEDULE_DAYS * DAY)) });
  });

  it("says what is wrong by the contract's rule (sendAtProblem): nothing, past, too far", () => {
    const now = new Date(2026, 5, 10, 15, 42).getTime();
    expect(sendAtKey('', now)).toBe(SEND_AT_TEXTS.required);
    expect(sendAtKey('2026-06-10T15:42', now)).toBe(SEND_AT_TEXTS.past);
    expect(sendAtKey('2026-06-10T15:43', now)).toBeNull();
    expect(sendAtKey(localInputValue(new Date(now + MAX_SCHEDULE_DAYS * DAY)), now)).toBeNull();
    expect(sendAtKey(localInputValue(new Date(now + MAX_SCHEDULE_DAYS * DAY + 60_000)), now)).toBe(SEND_AT_TEXTS.tooFar);
  });

  it('agrees with sendAtProblem (the server) on every minute from a year back to a year ahead', () => {
    const now = Date.now();
    fc.assert(
      fc.property(fc.integer({ min: -365 * 24 * 60, max: 365 * 24 * 60 }), (minutes) => {
        const local = localInputValue(new Date(now + minutes * 60_000));
        return (sendAtKey(local, now) === null) === (sendAtProblem(isoWithOffset(local), now) === null);
      }),
    );
  });

  it('has each text in both languages; the "too far" text names MAX_SCHEDULE_DAYS, as the error code text does', () => {
    for (const lang of ['it', 'en'] as const) {
      for (const key of Object.values(SEND_AT_TEXTS)) expect(translate(lang, key), `${lang}:${key}`).not.toBe(key);
      expect(translate(lang, SEND_AT_TEXTS.tooFar)).toContain(String(MAX_SCHEDULE_DAYS));
      expect(translate(lang, 'errors.codes.send_at_invalid')).toContain(String(MAX_SCHEDULE_DAYS));
    }
  });
});

describe('the due time under a status', () => {
  it('says day, month and time, and the year only when it is not this one', () => {
    const now = new Date(2026, 11, 20, 12, 0).getTime();
    expect(dueWhen(new Date(2026, 11, 27, 9, 0).toISOString(), 'en', now)).toBe('Dec 27, 9:00 AM');
    expect(dueWhen(new Date(2026, 11, 27, 9, 0).toISOString(), 'it', now)).toBe('27 dic, 9:00');
    expect(dueWhen(new Date(2027, 0, 3, 9, 0).toISOString(), 'en', now)).toBe('Jan 3, 2027, 9:00 AM');
  });
});

describe('payloads (issue 15)', () => {
  const s = { ...INITIAL_COMPOSER, title: ' Saldi ', message: ' Fino al 50% ', country: 'IT' as const };
  it('carries sendAt (with the offset) only when scheduled', () => {
    expect(payloadOf(s)).not.toHaveProperty('sendAt');
    expect(payloadOf({ ...s, sendAt: '2026-03-01T09:00' })).not.toHaveProperty('sendAt');
    expect(payloadOf({ ...s, when: 'later', sendAt: '2026-03-01T09:00' }).sendAt).toBe(isoWithOffset('2026-03-01T09:00'));
  });
  it('a test is never scheduled; SINGLE without a user is sent as ALL (it reaches the admin anyway)', () => {
    expect(testPayloadOf({ ...s, when: 'later', sendAt: '2026-03-01T09:00' })).toEqual({
      title: 'Saldi',
      message: 'Fino al 50%',
      type: 'SYSTEM',
      target: 'ALL',
      targetCountry: 'IT',
    });
    expect(testPayloadOf({ ...s, target: 'SINGLE', country: null })).toEqual({
      title: 'Saldi',
      message: 'Fino al 50%',
      type: 'SYSTEM',
      target: 'ALL',
    });
    expect(testPayloadOf({ ...s, target: 'SINGLE', memberId: 3, country: null })).toMatchObject({ target: 'SINGLE', memberId: 3 });
  });
  it('a test needs a title and a message, and nothing in flight', () => {
    expect(canSendTest(s, false)).toBe(true);
    expect(canSendTest(s, true)).toBe(false);
    expect(canSendTest({ ...s, title: '  ' }, false)).toBe(false);
    expect(canSendTest({ ...s, message: '' }, false)).toBe(false);
  });
});

describe('following sends in the history', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  const send = (status: SentNotification['status'], sendAt: string | null = null) => ({ status, sendAt });
  it('reads again every few seconds while one is queued or sending, and not once all have ended', () => {
    expect(nextPollDelay(undefined, now)).toBeNull();
    expect(nextPollDelay([send('sent'), send('cancelled'), send('failed')], now)).toBeNull();
    expect(nextPollDelay([send('sent'), send('queued')], now)).toBe(POLL_MS);
    expect(nextPollDelay([send('sending')], now)).toBe(POLL_MS);
  });
  it('waits for the earliest scheduled one to be due (a second after its time), an hour at most', () => {
    expect(nextPollDelay([send('scheduled', '2026-06-10T12:00:30Z'), send('scheduled', '2026-06-10T12:00:20Z')], now)).toBe(21_000);
    expect(nextPollDelay([send('scheduled', '2026-06-10T11:00:00Z')], now)).toBe(POLL_MS);
    expect(nextPollDelay([send('scheduled', '2026-06-12T12:00:00Z')], now)).toBe(3_600_000);
  });
  it('cancels only what has not started (the server rule)', () => {
    expect(
      ['scheduled', 'queued', 'sending', 'sent', 'failed', 'cancelled'].filter((s) =>
        isCancellable({ status: s as SentNotification['status'] }),
      ),
    ).toEqual(['scheduled', 'queued']);
  });
});

describe('a year typed digit by digit, in any time zone (issue 35, item 1)', () => {
  it('every year 1-9999 gives an ISO date-time that parses, in Rome, New York and Kolkata (local mean time offsets)', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Europe/Rome', 'America/New_York', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        const broken: string[] = [];
        for (let y = 1; y <= 9999; y++) {
          const local = `${String(y).padStart(4, '0')}-06-15T09:30`;
          const iso = isoWithOffset(local);
          if (iso === null || Number.isNaN(Date.parse(iso))) broken.push(`${zone} ${local} -> ${iso}`);
        }
        expect(broken.slice(0, 5), zone).toEqual([]);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
