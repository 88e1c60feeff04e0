import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en.js';
import itDict from '../../../src/i18n/it.js';

/**
 * docs/glossary.md is the one list of banned variants: the words in backticks of the
 * "Do not write" / "Non scrivere" column of each language's table.
 */
const GLOSSARY = readFileSync(new URL('../../../docs/glossary.md', import.meta.url), 'utf8');

function bannedWords(lang: 'it' | 'en'): string[] {
  const section = GLOSSARY.split(/^## /m).find((s) => s.split('\n')[0]!.includes(`(${lang})`));
  if (!section) throw new Error(`docs/glossary.md has no "## … (${lang})" section`);
  const rows = section.split('\n').filter((l) => l.trim().startsWith('|'));
  const cells = (row: string) =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  const column = cells(rows[0]!).findIndex((h) => h === 'Do not write' || h === 'Non scrivere');
  if (column < 0) throw new Error(`the ${lang} table of docs/glossary.md has no "Do not write" / "Non scrivere" column`);
  return rows.slice(2).flatMap((row) => [...(cells(row)[column] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

/** Every text of a dictionary with its key path. */
const texts = (obj: unknown, prefix = ''): [string, string][] =>
  typeof obj === 'string'
    ? [[prefix, obj]]
    : obj && typeof obj === 'object'
      ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k))
      : [];

/** `word` as a whole word: no letter, digit, underscore or hyphen on either side (case-sensitive). */
const wholeWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'u');

function violations(dict: unknown, banned: string[]): string[] {
  const res = banned.map((w) => [w, wholeWord(w)] as const);
  return texts(dict).flatMap(([key, text]) =>
    res.filter(([, re]) => re.test(text)).map(([w]) => `${key}: "${w}" in ${JSON.stringify(text)}`),
  );
}

describe('glossary (docs/glossary.md): one word for one thing', () => {
  it('lists banned variants for both languages', () => {
    expect(bannedWords('it')).toEqual(
      expect.arrayContaining(['E-mail', 'e-mail', 'attività', 'utenti', 'clienti', 'Username', 'Successo']),
    );
    expect(bannedWords('en')).toEqual(
      expect.arrayContaining(['E-mail', 'e-mail', 'businesses', 'Businesses', 'users', 'customers', 'Admin']),
    );
  });

  it('the Italian dictionary uses none of them', () => {
    expect(violations(itDict, bannedWords('it'))).toEqual([]);
  });

  it('the English dictionary uses none of them', () => {
    expect(violations(en, bannedWords('en'))).toEqual([]);
  });

  it('finds a banned variant as a whole word only (the checks above can fail)', () => {
    const sample = {
      a: "Apri l'e-mail",
      b: { c: 'the local-business directory', d: 'Nessun cliente', e: 'Account attivato con successo' },
    };
    expect(violations(sample, ['e-mail', 'business', 'cliente', 'Successo'])).toEqual([
      'a: "e-mail" in "Apri l\'e-mail"',
      'b.d: "cliente" in "Nessun cliente"',
    ]);
  });
});

/** Every text of a dictionary whose key path matches. */
const textsAt = (dict: unknown, key: RegExp) => texts(dict).filter(([k]) => key.test(k));

/**
 * docs/glossary.md: the back-office role (issue 39) is “team owner” / “proprietario”; “owner” alone and
 * “titolare” are the member who owns a company. The role's texts: its badge, the Team screen's actions and
 * dialogs, the errors of the owner routes, the activity's words.
 */
const ROLE_KEYS =
  /^(team\.roles\.owner|team\.(actions|confirm)\..*[oO]wner.*|errors\..*(owner_required|last_owner)|activity\.(fields\.owner|sentence\.owner_.*|action\.owner_.*))$/;

describe('the back-office role has its own word (glossary: team owner, proprietario)', () => {
  it('every English text of the role says “team owner”', () => {
    const found = textsAt(en, ROLE_KEYS);
    expect(found.length).toBeGreaterThan(8);
    expect(found.filter(([, text]) => /owner/i.test(text) && !/team owner/i.test(text))).toEqual([]);
  });

  it('every Italian text of the role says “proprietario”, never “titolare”', () => {
    const found = textsAt(itDict, ROLE_KEYS);
    expect(found.length).toBeGreaterThan(8);
    expect(found.filter(([, text]) => /titolar/i.test(text))).toEqual([]);
    expect(textsAt(itDict, /^team\.roles\.owner$/)).toEqual([['team.roles.owner', 'Proprietario del team']]);
  });

  it('a company’s owner is never the role’s word', () => {
    const company = /^(business|products|customers)\./;
    expect(textsAt(en, company).filter(([, text]) => /team owner/i.test(text))).toEqual([]);
    expect(textsAt(itDict, company).filter(([, text]) => /proprietari/i.test(text))).toEqual([]);
  });
});

// docs/glossary.md, "Annulla, Annulla modifica": Cancel and Undo are two words in both languages (design round 10
// found the two the same after round 9's one-verb change: the confirmation's Cancel and the toast's Undo).
describe('Cancel and Undo are two words', () => {
  it('in Italian and in English, and every bulk Undo starts with the Undo word', () => {
    for (const dict of [itDict, en] as const) {
      const common = dict.common as Record<string, string>;
      expect(common.undo).not.toBe(common.cancel);
      const bulk = (dict.list as { bulk: { undo: Record<string, string> } }).bulk.undo;
      for (const text of Object.values(bulk)) expect(text.startsWith(`${common.undo} (`)).toBe(true);
    }
    expect((itDict.common as Record<string, string>).undo).toBe('Annulla modifica');
  });
});
