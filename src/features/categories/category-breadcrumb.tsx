import { Fragment } from 'react';
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
        {path.map((name, i) => (
          <Fragment key={`${i}-${name}`}>
            {i > 0 && (
              <li aria-hidden="true" className={css({ display: 'inline-flex' })}>
                <ChevronRightIcon size={14} />
              </li>
            )}
            <li
              aria-current={i === path.length - 1 ? 'location' : undefined}
              data-current={i === path.length - 1 ? '' : undefined}
              className={css({ _current: { color: 'fg.default', fontWeight: 'medium' } })}
            >
              {name}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
