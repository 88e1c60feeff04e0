import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../src/api/contract/constants.js';
import { translate, type Lang, type Translate } from '../../../src/i18n/index.js';
import { absoluteTime, actionKey, activitySentence, relativeTime } from '../../../src/ui/activity-text.js';
import { changeSummary, changeValue, visibleChanges } from '../../../src/features/activity/change-text.js';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const t =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);
const disabled = {
  action: 'member.disabled',
  actor: { id: 1, name: 'Ada Rossi' },
  target: { type: 'member', id: '7', label: 'Marco Bianchi' },
} as const;

describe('activity texts', () => {
  it('reads an event as a sentence in both languages', () => {
    expect(activitySentence(disabled, t('en'))).toBe('Ada Rossi disabled Marco Bianchi');
    expect(activitySentence(disabled, t('it'))).toBe('Ada Rossi ha disabilitato Marco Bianchi');
  });

  it('has a sentence and a filter label for every action, in both languages', () => {
    for (const lang of ['it', 'en'] as const) {
      for (const a of AUDIT_ACTIONS) {
        const key = actionKey(a);
        expect(translate(lang, `activity.sentence.${key}`), `${lang} ${a}`).not.toContain('activity.');
        expect(translate(lang, `activity.action.${key}`), `${lang} ${a}`).not.toContain('activity.');
      }
    }
  });

  it('names an unknown actor and target', () => {
    const failed = {
      action: 'auth.sign_in_failed',
      actor: { id: null, name: null },
      target: { type: 'member', id: null, label: null },
    } as const;
    expect(activitySentence(failed, t('en'))).toBe('Failed sign-in as an item no longer available');
    expect(activitySentence({ ...disabled, actor: { id: null, name: null } }, t('it'))).toBe('Qualcuno ha disabilitato Marco Bianchi');
  });

  it('names the signed-out session and the API token (issue 39, item 1)', () => {
    const actor = { id: 1, name: 'Ada Rossi' };
    const target = { type: 'member', id: '2', label: 'admin@example.com' } as const;
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const session = (client: string, userAgent: string | null) =>
      ({
        action: 'session.revoked',
        actor,
        target,
        changes: {
          session: { from: 'c0ffee00-0000-4000-8000-000000000000', to: null },
          client: { from: client, to: null },
          userAgent: { from: userAgent, to: null },
          signedInAt: { from: '2026-11-27T09:00:00Z', to: null },
        },
      }) as const;
    expect(activitySentence(session('ui', ua), t('en'))).toBe('Ada Rossi signed out the session “Chrome on Linux” of admin@example.com');
    expect(activitySentence(session('ui', ua), t('it'))).toBe(
      'Ada Rossi ha disconnesso la sessione “Chrome su Linux” di admin@example.com',
    );
    expect(activitySentence(session('cli', null), t('en'))).toBe('Ada Rossi signed out the session “CLI” of admin@example.com');
    expect(activitySentence(session('api', ''), t('it'))).toBe('Ada Rossi ha disconnesso la sessione “API” di admin@example.com');
    const others = { action: 'session.revoked', actor, target, changes: { revoked: { from: null, to: 3 } } } as const;
    expect(activitySentence(others, t('en'))).toBe('Ada Rossi signed out 3 other sessions of admin@example.com');
    expect(activitySentence(others, t('it'))).toBe('Ada Rossi ha disconnesso 3 altre sessioni di admin@example.com');
    // An event recorded before the session was named still reads.
    const old = { action: 'session.revoked', actor, target, changes: { session: { from: 'x', to: null } } } as const;
    expect(activitySentence(old, t('en'))).toBe('Ada Rossi signed out a session of admin@example.com');
    // One's own sessions (actor and target the same member) are "their" sessions (issue 39, round 5).
    const own = { type: 'member', id: '1', label: 'Ada Rossi' } as const;
    expect(activitySentence({ ...session('ui', ua), target: own }, t('en'))).toBe('Ada Rossi signed out their session “Chrome on Linux”');
    expect(activitySentence({ ...session('ui', ua), target: own }, t('it'))).toBe(
      'Ada Rossi ha disconnesso la propria sessione “Chrome su Linux”',
    );
    expect(activitySentence({ ...others, target: own }, t('en'))).toBe('Ada Rossi signed out 3 other sessions of theirs');
    expect(activitySentence({ ...old, target: own }, t('it'))).toBe('Ada Rossi ha disconnesso una propria sessione');

    const revoked = {
      action: 'token.revoked',
      actor,
      target,
      changes: { id: { from: null, to: 4 }, name: { from: 'nightly', to: null } },
    } as const;
    expect(activitySentence(revoked, t('en'))).toBe('Ada Rossi revoked the API token “nightly”');
    expect(activitySentence(revoked, t('it'))).toBe('Ada Rossi ha revocato il token API “nightly”');
    const created = { action: 'token.created', actor, target, changes: { name: { from: null, to: 'nightly' } } } as const;
    expect(activitySentence(created, t('en'))).toBe('Ada Rossi created the API token “nightly”');
    expect(activitySentence(created, t('it'))).toBe('Ada Rossi ha creato il token API “nightly”');
    expect(activitySentence({ ...created, changes: null }, t('en'))).toBe('Ada Rossi created an API token');
  });

  it('tells the time relative to now (short style), the absolute time apart', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(relativeTime('2026-11-23T11:58:00Z', now, 'en')).toBe('2 minutes ago');
    expect(relativeTime('2026-11-23T11:58:00Z', now, 'it')).toBe('2 minuti fa');
    expect(relativeTime('2026-11-23T12:00:00Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-22T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-11-20T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(absoluteTime('2026-11-23T11:58:00Z', 'en')).toMatch(/Nov 23, 2026/);
  });

  it('says long spans in weeks, months and years, in full, never as a count of days', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const cases: Array<[number, string, string]> = [
      [6, '6 days ago', '6 giorni fa'],
      [6.6, 'last week', 'settimana scorsa'],
      [10, 'last week', 'settimana scorsa'],
      [21, '3 weeks ago', '3 settimane fa'],
      [28, '4 weeks ago', '4 settimane fa'],
      [61, '2 months ago', '2 mesi fa'],
      [200, '7 months ago', '7 mesi fa'],
      [365, 'last year', 'anno scorso'],
      [3 * 365 + 1, '3 years ago', '3 anni fa'],
    ];
    for (const [days, en, it] of cases) {
      expect(relativeTime(ago(days), now, 'en'), `${days} days, en`).toBe(en);
      expect(relativeTime(ago(days), now, 'it'), `${days} days, it`).toBe(it);
    }
    expect(relativeTime(ago(-21), now, 'en')).toBe('in 3 weeks');
    expect(relativeTime(ago(-21), now, 'it')).toBe('tra 3 settimane');
  });

  it('rounds before it picks the unit: 59.6 seconds is a minute, 23.6 hours is yesterday', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(relativeTime(new Date(now - 59_600).toISOString(), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(new Date(now - 23.6 * 3_600_000).toISOString(), now, 'en')).toBe('yesterday');
  });
});

describe('the changes an administrator reads (issue 39/38, item 1)', () => {
  const revokedToken = {
    changes: {
      id: { from: 1, to: 1 },
      name: { from: 'Deploy', to: 'Deploy' },
      revokedAt: { from: null, to: '2026-11-27T10:00:00.000Z' },
    },
  };
  const revokedSession = {
    changes: {
      session: { from: '8f1c2d3e-0000-4000-8000-000000000001', to: null },
      client: { from: 'web', to: null },
      userAgent: { from: CHROME_LINUX, to: null },
      signedInAt: { from: '2026-11-27T09:00:00.000Z', to: null },
    },
  };

  it('shows only fields that changed, never an unchanged id or name', () => {
    expect(visibleChanges(revokedToken).map(([f]) => f)).toEqual(['revokedAt']);
    for (const lang of ['it', 'en'] as const) {
      const summary = changeSummary(t(lang), lang, revokedToken)!;
      expect(summary).not.toMatch(/Id|1 → 1|Deploy → Deploy/);
      expect(summary.startsWith(`${translate(lang, 'activity.fields.revokedAt')}: `)).toBe(true);
    }
  });

  it('never shows a session id; the session is its program and system', () => {
    expect(visibleChanges(revokedSession).map(([f]) => f)).toEqual(['client', 'userAgent', 'signedInAt']);
    expect(changeValue(t('en'), 'en', 'userAgent', CHROME_LINUX)).toBe('Chrome on Linux');
    expect(changeValue(t('it'), 'it', 'userAgent', CHROME_LINUX)).toBe('Chrome su Linux');
    for (const lang of ['it', 'en'] as const) expect(changeSummary(t(lang), lang, revokedSession)).not.toContain('8f1c2d3e');
  });

  it('counts the chosen recipients of a send, never lists their ids; hides the one recipient’s id', () => {
    const sent = {
      changes: {
        target: { from: null, to: 'LIST' },
        memberId: { from: null, to: 42 },
        memberIds: { from: null, to: [11, 12, 13] },
        companyIds: { from: null, to: [5] },
      },
    };
    expect(visibleChanges(sent).map(([f]) => f)).toEqual(['memberIds', 'companyIds']);
    expect(changeValue(t('en'), 'en', 'memberIds', [11, 12, 13])).toBe('3');
    expect(changeValue(t('it'), 'it', 'companyIds', [5])).toBe('1');
  });

  it('keeps a real change of a member (enabled) and of a category (its name)', () => {
    const e = { changes: { enabled: { from: true, to: false }, name: { from: 'Food', to: 'Cibo' } } };
    expect(changeSummary(t('en'), 'en', e)).toBe('Status: Enabled → Disabled · Code: Food → Cibo');
  });

  it('leaves out what the verb says (disabled X: no "Status: Enabled → Disabled") and empty lists', () => {
    const disabled = { action: 'member.disabled', changes: { enabled: { from: true, to: false } } };
    expect(visibleChanges(disabled)).toEqual([]);
    expect(changeSummary(t('en'), 'en', disabled)).toBeNull();
    const granted = { action: 'owner.revoked', changes: { owner: { from: true, to: false }, admin: { from: true, to: false } } };
    expect(changeSummary(t('en'), 'en', granted)).toBe('Administrator: Yes → No');
    // A send to companies: its empty list of chosen members is not "Chosen members: 0".
    const sent = {
      action: 'notification.sent',
      changes: { target: { from: null, to: 'LIST' }, memberIds: { from: null, to: [] }, companyIds: { from: null, to: [5, 6] } },
    };
    expect(visibleChanges(sent).map(([f]) => f)).toEqual(['companyIds']);
    expect(changeSummary(t('en'), 'en', sent)).toBe('Chosen companies: 2');
  });

  it('names an API token’s name “Name”, not a category’s “Code”, and says when it was revoked as a date', () => {
    const created = { action: 'token.created', changes: { name: { from: null, to: 'nightly' } } };
    expect(changeSummary(t('en'), 'en', created)).toBe('Name: nightly');
    expect(changeSummary(t('it'), 'it', created)).toBe('Nome: nightly');
    expect(changeSummary(t('en'), 'en', revokedToken)).not.toContain('T10:00');
  });

  it('says nothing for an event whose changes are all unchanged or ids', () => {
    expect(changeSummary(t('en'), 'en', { changes: { id: { from: 3, to: 3 } } })).toBeNull();
  });
});
