import type { Category } from '../../api/contract/category.js';

export type CategoryIconName = 'shirt' | 'chip' | 'sofa' | 'code' | 'car' | 'tag';

/** The fallback palette (spec section 9: 6 colours), dark enough for white icons on it. */
export const CATEGORY_PALETTE = ['#2563eb', '#0f766e', '#b45309', '#7c3aed', '#be185d', '#0e7490'] as const;

export interface CategoryLook {
  icon: CategoryIconName;
  color: string;
  known: boolean;
}

/** The five known main categories, keyed by their normalised code or English name. */
const KNOWN: Record<string, Omit<CategoryLook, 'known'>> = {
  apparelandaccessories: { icon: 'shirt', color: '#db2777' },
  electronics: { icon: 'chip', color: '#2563eb' },
  furniture: { icon: 'sofa', color: '#a16207' },
  software: { icon: 'code', color: '#7c3aed' },
  vehiclesandparts: { icon: 'car', color: '#15803d' },
};

export const normaliseName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A stable 32-bit FNV-1a hash of a string. */
export function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Fallback colour of a name: its hash modulo the palette. */
export const paletteColor = (name: string): string => CATEGORY_PALETTE[hashName(normaliseName(name)) % CATEGORY_PALETTE.length]!;

/** Icon and colour of a main category by name: known names fixed, others hashed over the palette. */
export function categoryLook(c: Pick<Category, 'name' | 'translations'>): CategoryLook {
  const keys = [c.name, ...c.translations.filter((t) => t.languageCode === 'en').map((t) => t.name)].map(normaliseName);
  for (const k of keys) {
    const hit = KNOWN[k];
    if (hit) return { ...hit, known: true };
  }
  return { icon: 'tag', color: paletteColor(c.name), known: false };
}
