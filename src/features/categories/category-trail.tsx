import { Fragment } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.js';

interface Props {
  /** The names of the levels down to the shown column: main categories, then each opened category. */
  names: string[];
  /** Shows the column of `level` (0: the main categories). */
  onGo(level: number): void;
}

const bar = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', minW: '0' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '8',
  px: '1.5',
  ml: '-1.5',
  borderRadius: 'l2',
  color: 'accent.text',
  fontSize: '14px',
  fontWeight: 'medium',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '0' },
});
const crumbs = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '1',
  fontSize: '13px',
  color: 'fg.muted',
  minW: '0',
});
const crumb = css({
  minW: '0',
  overflowWrap: 'anywhere',
  '& button': {
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: 'l1',
    textAlign: 'start',
    overflowWrap: 'anywhere',
  },
  '& button:hover': { color: 'fg.default' },
  '& button:focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
  '&[aria-current]': { color: 'fg.default', fontWeight: 'medium' },
});

/**
 * On a narrow browser (one column at a time): the way back up and the path to the shown column, each
 * ancestor a button to its column.
 */
export function CategoryTrail({ names, onGo }: Props) {
  const t = useT();
  const level = names.length - 1;
  if (level < 1) return null;
  const up = level - 1;
  return (
    <div className={bar} data-part="trail-bar">
      <button type="button" className={link} onClick={() => onGo(up)} data-part="back">
        <ChevronLeftIcon size={16} className={css({ flexShrink: 0 })} />
        <span data-part="back-label">{up === 0 ? t('categories.backToMain') : t('categories.backTo', { name: names[up] })}</span>
      </button>
      {/* The path only once it says more than the way back (round 7: "Main categories › Electronics" under "Back to main categories"). */}
      {level >= 2 && (
        <nav aria-label={t('categories.breadcrumb')} data-part="trail">
          <ol className={crumbs}>
            {names.map((name, i) => (
              <Fragment key={i}>
                {i > 0 && (
                  <li aria-hidden="true" className={css({ display: 'inline-flex' })}>
                    <ChevronRightIcon size={14} />
                  </li>
                )}
                <li className={crumb} aria-current={i === level ? 'location' : undefined} data-part="crumb">
                  {i === level ? (
                    name
                  ) : (
                    <button type="button" onClick={() => onGo(i)}>
                      {name}
                    </button>
                  )}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
      )}
    </div>
  );
}
