import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeField, changeSummary, changeValue } from '../../../../src/features/activity/change-text.js';
import { translate, type Lang, type Translate } from '../../../../src/i18n/index.js';

const t =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);

/** Every field name the server records in an event's changes: `name: { from:` in its routes and libs, and diff()'s lists. */
function recordedFields(): string[] {
  const found = new Set<string>();
  const files = ['src/server/routes', 'src/server/lib'].flatMap((dir) => readdirSync(dir).map((f) => `${dir}/${f}`));
  for (const file of files.filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, f] of text.matchAll(/\b(\w+): \{ from:/g)) found.add(f!);
    for (const [, list] of text.matchAll(/diff\([^)]*\[([^\]]+)\]\)/g)) for (const [, f] of list!.matchAll(/'(\w+)'/g)) found.add(f!);
  }
  return [...found].sort();
}

describe("an event's changes in words (issue 35, item 13: no raw keys or JSON in the Italian panel)", () => {
  it('names every field the server records, in both languages', () => {
    const fields = recordedFields();
    expect(fields).toEqual(expect.arrayContaining(['enabled', 'translations', 'lockedUntil', 'firstName']));
    for (const lang of ['it', 'en'] as const)
      for (const field of fields) {
        const name = changeField(t(lang), field);
        expect(name, `${lang} ${field}`).not.toBe(field);
        expect(name.length, `${lang} ${field}`).toBeGreaterThan(0);
      }
  });

  it('says flags, instants, numbers, reasons and translations in the language, never as JSON', () => {
    const it_ = t('it');
    // A member's state in the members list's words (issue 35): "Stato: Abilitato → Disabilitato".
    expect(changeValue(it_, 'it', 'enabled', false)).toBe('Disabilitato');
    expect(changeValue(it_, 'it', 'enabled', true)).toBe('Abilitato');
    expect(changeValue(it_, 'it', 'test', true)).toBe('Sì');
    expect(changeValue(t('en'), 'en', 'deleted', true)).toBe('Yes');
    expect(changeValue(it_, 'it', 'translations', null)).toBe('—');
    expect(
      changeValue(it_, 'it', 'translations', [
        { languageCode: 'it', name: 'Ristoranti' },
        { languageCode: 'en', name: 'Restaurants' },
      ]),
    ).toBe('it: Ristoranti · en: Restaurants');
    expect(changeValue(it_, 'it', 'failures', 12000)).toBe('12.000');
    expect(changeValue(it_, 'it', 'reason', 'password_reset')).toBe('password reimpostata');
    const when = changeValue(it_, 'it', 'lockedUntil', '2026-11-27T09:30:00Z');
    expect(when).not.toContain('T09');
    expect(when).toMatch(/2026/);
    expect(changeValue(it_, 'it', 'name', 'Bar')).toBe('Bar');
    expect(changeValue(it_, 'it', 'other', { a: 1 })).toBe('{"a":1}');
  });
});

describe('a notification’s audience in the changes', () => {
  it('says the target in words in both languages, never the code', () => {
    expect(changeValue((k) => translate('it', k), 'it', 'target', 'ALL')).toBe('Tutti');
    expect(changeValue((k) => translate('en', k), 'en', 'target', 'SINGLE')).toBe('Single user');
    expect(changeValue((k) => translate('en', k), 'en', 'target', 'NEW_KIND')).toBe('NEW_KIND');
  });
});

describe('the one-line summary of an ended session or token', () => {
  const revoked = {
    action: 'session.revoked',
    changes: {
      session: { from: '5f0c', to: null },
      client: { from: 'web', to: null },
      userAgent: { from: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', to: null },
    },
  };
  it('says what the session was, without "→ —", in both languages', () => {
    const en = changeSummary(t('en'), 'en', revoked)!;
    const it_ = changeSummary(t('it'), 'it', revoked)!;
    for (const line of [en, it_]) expect(line).not.toContain('→');
    expect(en).toContain(`${changeField(t('en'), 'client')}: ${changeValue(t('en'), 'en', 'client', 'web')}`);
    expect(it_).toContain(`${changeField(t('it'), 'client')}: ${changeValue(t('it'), 'it', 'client', 'web')}`);
    expect(en).not.toContain('5f0c');
  });
  it('keeps the arrow where a value was cleared by a change', () => {
    const e = { action: 'notification.updated', changes: { sendAt: { from: '2026-11-28T10:00:00Z', to: null } } };
    expect(changeSummary(t('en'), 'en', e)).toMatch(/→ —$/);
  });
});
