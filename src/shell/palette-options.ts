import type { ComponentType } from 'react';
import type { SearchResults } from '../api/contract/insights.js';
import type { Translate } from '../i18n/index.js';
import { BuildingIcon, PackageIcon, UserIcon } from '../ui/icons.js';
import { MATCH_RANK, matchText } from '../ui/text-match.js';
import type { PaletteRun, RankedCommand } from './palette-commands.js';

export type PaletteGroupId = 'screens' | 'actions' | 'members' | 'companies' | 'products' | 'categories';

/** One option of the palette's listbox: what it shows and where it leads. */
export interface PaletteOption {
  /** Unique in the list: `screen:/customers`, `member:12`. */
  id: string;
  label: string;
  /** The line under the label (e-mail, VAT and country, the product's company). */
  detail?: string;
  /** A state in words beside it (a disabled member). */
  badge?: string;
  icon: ComponentType<{ size?: number }>;
  /** The app path it opens. */
  to?: string;
  /** What it does instead of opening a path. */
  run?: PaletteRun;
}

export interface PaletteGroup {
  id: PaletteGroupId;
  label: string;
  options: PaletteOption[];
}

/** Where each result opens: a member's and a company's own URL (their drawers), a product in its company's list filtered by its name. */
export const memberPath = (id: number) => `/customers/${id}`;
export const companyPath = (id: number) => `/business/${id}`;
export const productPath = (p: { companyId: number; name: string }) =>
  `/products?${new URLSearchParams({ companyId: String(p.companyId), name: p.name })}`;

const joined = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' · ') || undefined;

/** How well none of a group's texts matches: below every MATCH_RANK (found by a keyword, a VAT, a similar word). */
const NO_MATCH = Object.keys(MATCH_RANK).length;

/** The best match of `query` in any of `texts` (MATCH_RANK: exact, prefix, word, inside), else NO_MATCH. */
const bestRank = (texts: ReadonlyArray<string | null | undefined>, query: string) =>
  Math.min(
    NO_MATCH,
    ...texts.map((text) => {
      const m = text ? matchText(text, query) : null;
      return m ? MATCH_RANK[m.kind] : NO_MATCH;
    }),
  );

/**
 * The palette's groups: the matching screens, the actions, then members, companies and products from the
 * server (best first, as it ranked them), then the matching categories; empty groups are left out. With a
 * query, the groups are ordered by their best option (issue 38: an exact name, case and accents ignored,
 * before a name it begins, a later word it begins, then a text it is inside), the order above between
 * equals: "wine" lists the category Wine before the product Winter tyre.
 */
export function paletteGroups(
  commands: readonly RankedCommand[],
  results: SearchResults | null,
  t: Translate,
  /** The matching categories (found in the categories' tree, not by GET /search). */
  categories: readonly PaletteOption[] = [],
  /** What the admin typed: the groups' order. */
  query = '',
): PaletteGroup[] {
  const command = (r: RankedCommand): PaletteOption => ({
    id: r.command.id,
    label: r.label,
    icon: r.command.icon,
    ...(r.command.to ? { to: r.command.to } : {}),
    ...(r.command.run ? { run: r.command.run } : {}),
  });
  const groups: PaletteGroup[] = [
    { id: 'screens', label: t('search.groups.screens'), options: commands.filter((r) => r.command.kind === 'screen').map(command) },
    { id: 'actions', label: t('search.groups.actions'), options: commands.filter((r) => r.command.kind === 'action').map(command) },
  ];
  if (results) {
    groups.push(
      {
        id: 'members',
        label: t('search.groups.members'),
        options: results.members.map((m) => ({
          id: `member:${m.id}`,
          label: m.name.trim() || m.username || m.email,
          // @username, as the tables write it (round 7: the palette alone wrote it bare).
          detail: joined(m.username ? `@${m.username}` : null, m.email),
          ...(m.enabled ? {} : { badge: t('search.disabled') }),
          icon: UserIcon,
          to: memberPath(m.id),
        })),
      },
      {
        id: 'companies',
        label: t('search.groups.companies'),
        options: results.companies.map((c) => ({
          id: `company:${c.id}`,
          label: c.name,
          detail: joined(c.vat ? t('search.vat', { vat: c.vat }) : null, c.country),
          icon: BuildingIcon,
          to: companyPath(c.id),
        })),
      },
      {
        id: 'products',
        label: t('search.groups.products'),
        options: results.products.map((p) => ({
          id: `product:${p.id}`,
          label: p.name,
          detail: p.companyName,
          icon: PackageIcon,
          to: productPath(p),
        })),
      },
    );
  }
  groups.push({ id: 'categories', label: t('search.groups.categories'), options: [...categories] });
  const shown = groups.filter((g) => g.options.length > 0);
  if (!query.trim()) return shown;
  // A member is also found by username or e-mail: those count as much as the name.
  const texts: Record<string, Array<string | null | undefined>> = {};
  for (const m of results?.members ?? []) texts[`member:${m.id}`] = [m.username, m.email];
  const rank = (g: PaletteGroup) => Math.min(...g.options.map((o) => bestRank([o.label, ...(texts[o.id] ?? [])], query)));
  return shown
    .map((g, order) => ({ g, order, rank: rank(g) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((x) => x.g);
}
