import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../../../src/api/contract/member.js';
import { customerColumns } from '../../../../src/features/customers/customer-columns.js';
import { translate, type Lang } from '../../../../src/i18n/index.js';

const member = (enabled: boolean, role: string | null): Member => ({
  id: 7,
  enabled,
  role: role ? ({ name: role } as Member['role']) : null,
  firstName: 'Ada',
  lastName: 'Rossi',
  username: 'ada',
  email: 'ada@example.com',
  cellphone: null,
  country: 'IT',
  companies: [],
});
function status(lang: Lang, m: Member) {
  const column = customerColumns((k, p) => translate(lang, k, p), lang, false).find((c) => c.id === 'status')!;
  const html = renderToStaticMarkup(<>{column.cell(m)}</>);
  const visible = html.replace(/<[^>]+>/g, '');
  return { html, visible, text: column.text?.(m), tones: [...html.matchAll(/data-tone="(\w+)"/g)].map((x) => x[1]) };
}

describe('customers: status column (not by colour alone)', () => {
  it('says the state in words next to the role, in one badge coloured by the state', () => {
    expect(status('it', member(false, 'customer'))).toMatchObject({
      visible: 'Cliente · Disabilitato',
      text: 'Cliente · Disabilitato',
      tones: ['danger'],
    });
    expect(status('it', member(true, 'customer'))).toMatchObject({ visible: 'Cliente · Abilitato', tones: ['success'] });
    expect(status('en', member(false, 'customer'))).toMatchObject({
      visible: 'Customer · Disabled',
      text: 'Customer · Disabled',
      tones: ['danger'],
    });
    expect(status('en', member(true, 'admin'))).toMatchObject({ visible: 'Administrator · Enabled', tones: ['success'] });
    expect(status('en', member(true, null)).visible).toBe('Customer · Enabled');
  });
  it('no part of the state is hidden from sight (no screen-reader-only text)', () => {
    const { html } = status('it', member(false, 'customer'));
    // Role and state are two unbreakable parts (the badge wraps only between them), both in sight.
    const badge = /data-part="member-state"[^>]*>(.*?)<\/span><\/span>/.exec(html)?.[1] ?? '';
    expect(badge.replace(/<[^>]+>/g, '')).toBe('Cliente · Disabilitato');
    expect(html).not.toMatch(/\bsr_true\b/); // Panda's class for srOnly
  });
});
