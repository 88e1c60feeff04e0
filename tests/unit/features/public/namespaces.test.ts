import { describe, expect, it } from 'vitest';
import enPublic from '../../../../src/i18n/en/public.js';
import itPublic from '../../../../src/i18n/it/public.js';
import enProfile from '../../../../src/i18n/en/profile.js';
import itProfile from '../../../../src/i18n/it/profile.js';
import enSettings from '../../../../src/i18n/en/settings.js';
import itSettings from '../../../../src/i18n/it/settings.js';
import enAccount from '../../../../src/i18n/en/account.js';
import itAccount from '../../../../src/i18n/it/account.js';
import { FAQ_IDS, PRIVACY_SECTIONS } from '../../../../src/features/public/content.js';

type Dict = { [k: string]: string | Dict };

function leaves(d: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const pairs: [string, Dict, Dict][] = [
  ['public', enPublic, itPublic],
  ['profile', enProfile, itProfile],
  ['settings', enSettings, itSettings],
  ['account', enAccount, itAccount],
];

describe.each(pairs)('namespace %s', (_name, en, it_) => {
  const e = leaves(en);
  const i = leaves(it_);
  it('has the same keys in Italian and English', () => {
    expect([...i.keys()].sort()).toEqual([...e.keys()].sort());
  });
  it('has no empty text', () => {
    for (const [k, v] of [...e, ...i]) expect(v.trim(), k).not.toBe('');
  });
  it('uses the same placeholders in both languages', () => {
    const ph = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join();
    for (const [k, v] of e) expect(ph(i.get(k) ?? ''), k).toBe(ph(v));
  });
});

describe('public content', () => {
  const e = leaves(enPublic);
  const i = leaves(itPublic);
  it('has 8 to 10 FAQ entries, each with a question and an answer', () => {
    expect(FAQ_IDS.length).toBeGreaterThanOrEqual(8);
    expect(FAQ_IDS.length).toBeLessThanOrEqual(10);
    for (const id of FAQ_IDS) {
      expect(e.has(`support.faq.${id}.q`)).toBe(true);
      expect(e.has(`support.faq.${id}.a`)).toBe(true);
    }
    expect(Object.keys(enPublic.support.faq).sort()).toEqual([...FAQ_IDS].sort());
  });
  it('has a privacy policy of 13 sections whose paragraphs all exist', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(13);
    expect(Object.keys(enPublic.privacy.sections).sort()).toEqual(PRIVACY_SECTIONS.map((s) => s.id).sort());
    for (const s of PRIVACY_SECTIONS) {
      const base = `privacy.sections.${s.id}`;
      const count = [...e.keys()].filter((k) => k.startsWith(`${base}.p`)).length;
      expect(count, s.id).toBe(s.paragraphs);
      for (let n = 1; n <= s.paragraphs; n++) expect(i.has(`${base}.p${n}`)).toBe(true);
    }
  });
  it('states the effective date in both languages', () => {
    expect(enPublic.privacy.effectiveDate).toBe('August 19, 2025');
    expect(itPublic.privacy.effectiveDate).toBe('19 agosto 2025');
  });
  it('numbers the privacy sections 1 to 13 in order', () => {
    PRIVACY_SECTIONS.forEach((s, n) => {
      expect(e.get(`privacy.sections.${s.id}.title`)?.startsWith(`${n + 1}. `)).toBe(true);
      expect(i.get(`privacy.sections.${s.id}.title`)?.startsWith(`${n + 1}. `)).toBe(true);
    });
  });
});
