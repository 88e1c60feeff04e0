import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { ChevronRightIcon } from '../../ui/icons.js';

/** The category's path (main category → … → category) shown in the add, rename and delete modals. */
export function CategoryBreadcrumb({ path }: { path: string[] }) {
  const t = useT();
  if (path.length === 0) return null;
  return (
    <nav aria-label={t('categories.breadcrumb')} data-part="breadcrumb">
      <ol className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', fontSize: '13px', color: 'fg.muted' })}>
        {/* The separator goes with the name after it (never left at a line's end when the path wraps). */}
        {path.map((name, i) => (
          <li
            key={`${i}-${name}`}
            aria-current={i === path.length - 1 ? 'location' : undefined}
            data-current={i === path.length - 1 ? '' : undefined}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              _current: { color: 'fg.default', fontWeight: 'medium' },
            })}
          >
            {i > 0 && (
              <span aria-hidden="true" data-part="separator" className={css({ display: 'inline-flex' })}>
                <ChevronRightIcon size={14} />
              </span>
            )}
            <span>{name}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
