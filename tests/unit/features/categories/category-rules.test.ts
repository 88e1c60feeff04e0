import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCategoryCode, type Category } from '../../../../src/api/contract/category.js';
import { canSubmit, codeInvalid } from '../../../../src/features/categories/category-form.js';
import { CATEGORY_PALETTE, categoryLook, hashName, paletteColor } from '../../../../src/features/categories/category-style.js';
import {
  columnsOf,
  filledTranslations,
  findPath,
  insertCategory,
  missingTranslations,
  removeCategory,
  sortCategories,
} from '../../../../src/features/categories/category-tree.js';

const cat = (id: number | string, name: string, en?: string, it?: string, children: Category[] = []): Category => ({
  id,
  name,
  translations: [
    ...(en !== undefined ? [{ languageCode: 'en', name: en }] : []),
    ...(it !== undefined ? [{ languageCode: 'it', name: it }] : []),
  ],
  children,
});

describe('category code rule', () => {
  it.each(['electronics', 'homeGarden', 'a', 'abc123', 'Z9'])('accepts %s', (c) => expect(isValidCategoryCode(c)).toBe(true));
  it.each(['', '123', 'home garden', ' home', 'home-garden', 'casa_giardino', 'città', 'a.b'])('rejects %j', (c) =>
    expect(isValidCategoryCode(c)).toBe(false),
  );
  it('any string of ASCII letters and digits with a letter is valid; anything with another character is not', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$/), (s) => isValidCategoryCode(s)));
    fc.assert(fc.property(fc.string(), fc.constantFrom(' ', '-', '_', '.', 'é', '\t'), (s, bad) => !isValidCategoryCode(`a${s}${bad}`)));
  });
  it('shows the red border only once something invalid is typed', () => {
    expect(codeInvalid('')).toBe(false);
    expect(codeInvalid('ok1')).toBe(false);
    expect(codeInvalid('not ok')).toBe(true);
  });
  it('gates create and rename on a valid code and both trimmed names; add-subcategory also on the code', () => {
    const ok = { code: 'games', en: 'Games', it: 'Giochi' };
    for (const mode of ['create', 'addSub', 'rename'] as const) {
      expect(canSubmit(mode, ok)).toBe(true);
      expect(canSubmit(mode, { ...ok, en: '  ' })).toBe(false);
      expect(canSubmit(mode, { ...ok, it: '' })).toBe(false);
      expect(canSubmit(mode, { ...ok, code: 'ga mes' })).toBe(false);
      expect(canSubmit(mode, { ...ok, code: '' })).toBe(false);
    }
  });
  it('sends only the non-empty translations, trimmed', () => {
    expect(filledTranslations({ en: ' Games ', it: '  ' })).toEqual([{ languageCode: 'en', name: 'Games' }]);
  });
});

describe('category colours', () => {
  it('maps the five known main categories to fixed icons and colours, by code or English name', () => {
    expect(categoryLook(cat(1, 'apparelAndAccessories'))).toMatchObject({ icon: 'shirt', known: true });
    expect(categoryLook(cat(1, 'x', 'Electronics'))).toMatchObject({ icon: 'chip', known: true });
    expect(categoryLook(cat(1, 'furniture')).icon).toBe('sofa');
    expect(categoryLook(cat(1, 'software')).icon).toBe('code');
    expect(categoryLook(cat(1, 'vehiclesAndParts')).icon).toBe('car');
  });
  it('hashes other names onto the palette of 6, stably', () => {
    expect(CATEGORY_PALETTE).toHaveLength(6);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const c = paletteColor(s);
        return (CATEGORY_PALETTE as readonly string[]).includes(c) && c === paletteColor(s);
      }),
    );
    expect(categoryLook(cat(1, 'foodAndBeverages'))).toMatchObject({ icon: 'tag', known: false, color: paletteColor('foodAndBeverages') });
    expect(hashName('abc')).toBe(hashName('abc'));
    expect(hashName('abc')).not.toBe(hashName('abd'));
  });
  it('spreads names over every palette colour', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => paletteColor(`category${i}`)));
    expect(used.size).toBe(6);
  });
});

describe('category tree', () => {
  const tree = [
    cat(1, 'electronics', 'Electronics', 'Elettronica', [
      cat(11, 'audio', 'Audio', 'Audio'),
      cat(12, 'computers', 'Computers', 'Computer', [cat(121, 'laptops', 'Laptops', 'Portatili')]),
    ]),
    cat(2, 'furniture', 'Furniture', 'Arredamento'),
    cat(3, 'zebra', 'Zebra', 'Ácaro'),
  ];
  it('sorts by the name in the current language with that language’s collator', () => {
    expect(sortCategories(tree, 'it').map((c) => c.name)).toEqual(['zebra', 'furniture', 'electronics']);
    expect(sortCategories(tree, 'en').map((c) => c.name)).toEqual(['electronics', 'furniture', 'zebra']);
  });
  it('finds paths, inserts and removes without mutating', () => {
    expect(findPath(tree, 121)?.map((c) => c.name)).toEqual(['electronics', 'computers', 'laptops']);
    const added = insertCategory(tree, 12, cat('temp-1', 'tablets', 'Tablets', 'Tablet'));
    expect(findPath(added, 'temp-1')?.length).toBe(3);
    expect(findPath(tree, 'temp-1')).toBeNull();
    expect(findPath(removeCategory(tree, 121), 121)).toBeNull();
    expect(findPath(tree, 121)).not.toBeNull();
  });
  it('builds the columns of the open path and cuts it where an id is gone', () => {
    expect(columnsOf(tree, [1, 12]).map((c) => c.items.length)).toEqual([3, 2, 1]);
    expect(columnsOf(tree, [1, 99]).length).toBe(2);
    expect(columnsOf(removeCategory(tree, 12), [1, 12]).length).toBe(2);
  });
  it('lists the missing translations', () => {
    expect(missingTranslations(cat(1, 'a', 'A'))).toEqual(['it']);
    expect(missingTranslations(cat(1, 'a', 'A', ' '))).toEqual(['it']);
    expect(missingTranslations(cat(1, 'a', 'A', 'B'))).toEqual([]);
  });
});
