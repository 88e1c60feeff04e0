import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../src/api/contract/insights.js';
import { translate, type Lang } from '../../../src/i18n/index.js';
import { commandsFor, rankCommands, type PaletteCommand } from '../../../src/shell/palette-commands.js';
import { paletteGroups, productPath } from '../../../src/shell/palette-options.js';

const ADMIN = ['IamGOD'];
const label = (lang: Lang) => (c: PaletteCommand) => translate(lang, c.labelKey);
const ranked = (lang: Lang, q: string, caps = ADMIN) => rankCommands(commandsFor(caps), label(lang), q).map((r) => r.label);

describe('command palette: screens and actions', () => {
  it('offers an administrator the sidebar screens in its order, profile and settings, then the actions', () => {
    expect(ranked('en', '')).toEqual([
      'Home',
      'Categories',
      'Customers',
      'Notifications',
      'Business',
      'Activity',
      'Profile',
      'Settings',
      'Send notification',
      'Notification history',
      'New category',
      'Recently deleted',
      'Switch between light and dark mode',
      'Switch to Italian (Italiano)',
      'Log out',
    ]);
  });

  it('offers a member without IamGOD none of the administrator screens, as the sidebar shows none', () => {
    expect(ranked('en', '', ['customer'])).toEqual([
      'Profile',
      'Settings',
      'Switch between light and dark mode',
      'Switch to Italian (Italiano)',
      'Log out',
    ]);
    expect(ranked('en', 'not', ['customer'])).toEqual([]);
  });

  it('ranks a label starting with the text before a word starting with it, before a match inside a word', () => {
    // "Notifications" and "Notification history" start with "not"; "Send notification" has a word starting with it.
    expect(ranked('en', 'not')).toEqual(['Notifications', 'Notification history', 'Send notification']);
    // "se": Settings and "Send notification" start with it (the screens keep their order before the actions).
    expect(ranked('en', 'se')).toEqual(['Settings', 'Send notification']);
    // "ness", "tion": inside a word; equal matches keep their order.
    expect(ranked('en', 'ness')).toEqual(['Business']);
    expect(ranked('en', 'tion')).toEqual(['Notifications', 'Send notification', 'Notification history']);
    expect(ranked('en', 'settings')).toEqual(['Settings']);
  });

  it('puts the whole label first', () => {
    expect(ranked('en', 'activity')).toEqual(['Activity']);
    expect(ranked('en', 'home')[0]).toBe('Home');
  });

  it('matches in the page language, ignoring case and accents, and by the route name in any language', () => {
    expect(ranked('it', 'impost')).toEqual(['Impostazioni']);
    expect(ranked('it', 'CLIENTI')).toEqual(['Clienti']);
    expect(ranked('it', 'elimin')).toEqual(['Eliminati di recente']);
    // The route's own word, after every label match: /business is "Aziende" in Italian.
    expect(ranked('it', 'business')).toEqual(['Aziende']);
    expect(ranked('it', 'azi')).toEqual(['Aziende', 'Impostazioni']);
  });

  it('gives the range of the label that matched, for the highlight', () => {
    const [first] = rankCommands(commandsFor(ADMIN), label('en'), 'hist');
    expect(first).toMatchObject({ label: 'Notification history', range: [13, 17] });
    const [byRoute] = rankCommands(commandsFor(ADMIN), label('it'), 'business');
    expect(byRoute!.range).toBeNull();
  });

  it('ignores spaces around the text and finds nothing for a text in no label', () => {
    expect(ranked('en', '  cust  ')).toEqual(['Customers']);
    expect(ranked('en', 'zzz')).toEqual([]);
  });
});

describe('command palette: groups and where each option leads', () => {
  const results: SearchResults = {
    members: [
      { id: 12, name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', enabled: true },
      { id: 13, name: ' ', username: null, email: 'x@example.com', enabled: false },
    ],
    companies: [{ id: 7, name: 'Bottega Ada', vat: 'IT123', country: 'IT', memberId: 12 }],
    products: [{ id: 99, name: 'Pane & vino', companyId: 7, companyName: 'Bottega Ada' }],
  };
  const t = (key: string, params?: Record<string, unknown>) => translate('en', key, params);

  it('lists the screens, the actions, then members, companies and products, leaving out empty groups', () => {
    const groups = paletteGroups(rankCommands(commandsFor(ADMIN), label('en'), 'ada'), results, t);
    expect(groups.map((g) => [g.id, g.label])).toEqual([
      ['members', 'Members'],
      ['companies', 'Companies'],
      ['products', 'Products'],
    ]);
    const [members, companies, products] = groups;
    expect(members!.options.map((o) => [o.label, o.detail, o.badge, o.to])).toEqual([
      ['Ada Lovelace', '@ada · ada@example.com', undefined, '/customers/12'],
      ['x@example.com', 'x@example.com', 'Disabled', '/customers/13'],
    ]);
    expect(companies!.options[0]).toMatchObject({ label: 'Bottega Ada', detail: 'VAT IT123 · IT', to: '/business/7' });
    expect(products!.options[0]).toMatchObject({
      label: 'Pane & vino',
      detail: 'Bottega Ada',
      to: '/products?companyId=7&name=Pane+%26+vino',
    });
  });

  it('opens a product in its company’s products, filtered by its name', () => {
    const url = new URL(productPath({ companyId: 3, name: 'Caffè #1' }), 'http://x');
    expect(url.pathname).toBe('/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ companyId: '3', name: 'Caffè #1' });
  });

  it('keeps the option ids unique, and the screens before the server’s results', () => {
    const groups = paletteGroups(rankCommands(commandsFor(ADMIN), label('en'), ''), results, t);
    expect(groups.map((g) => g.id)).toEqual(['screens', 'actions', 'members', 'companies', 'products']);
    const ids = groups.flatMap((g) => g.options.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(groups.find((g) => g.id === 'actions')!.options.at(-1)).toMatchObject({ id: 'action:logout', run: 'logout' });
  });
});
