import { css } from 'styled-system/css';
import type { Category } from '../../api/contract/category.js';
import { categoryLook, type CategoryIconName } from './category-style.js';

const PATHS: Record<CategoryIconName, string[]> = {
  shirt: ['M20.4 6.6 16 4a4 4 0 0 1-8 0L3.6 6.6l1.8 3.6L7 9.5V20h10V9.5l1.6.7z'],
  chip: ['M7 7h10v10H7z', 'M10 3v4', 'M14 3v4', 'M10 17v4', 'M14 17v4', 'M3 10h4', 'M3 14h4', 'M17 10h4', 'M17 14h4'],
  sofa: ['M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3', 'M2 13a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v5H2z', 'M5 18v2', 'M19 18v2'],
  code: ['M16 18l6-6-6-6', 'M8 6l-6 6 6 6'],
  car: ['M5 17h14v-5l-2-5H7l-2 5z', 'M3 12h18', 'M7 17v2', 'M17 17v2', 'M7.5 14.5h.01', 'M16.5 14.5h.01'],
  tag: ['M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z', 'M7.5 7.5h.01'],
};

const tile = css({
  flexShrink: 0,
  w: '7',
  h: '7',
  borderRadius: 'l2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'white',
});

/** Icon tile of a main category: fixed icon and colour for known names, a hashed palette colour otherwise. */
export function CategoryIcon({ category }: { category: Pick<Category, 'name' | 'translations'> }) {
  const look = categoryLook(category);
  return (
    <span className={tile} style={{ background: look.color }} data-icon={look.icon} data-color={look.color} aria-hidden="true">
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {PATHS[look.icon].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
