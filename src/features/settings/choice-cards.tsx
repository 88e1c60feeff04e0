import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface Choice<V extends string> {
  value: V;
  label: string;
  hint?: string;
  lang?: string;
  preview?: ReactNode;
}

interface Props<V extends string> {
  /** Visible group title (also the accessible name of the radiogroup). */
  title: string;
  description?: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange(value: V): void;
  name: string;
  columns?: number;
}

const grid = css({ display: 'grid', gap: '3', mt: '3', gridTemplateColumns: { base: '1fr', sm: 'var(--cols)' } });
const card = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  cursor: 'pointer',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.surface',
  transition: 'border-color 120ms, background 120ms, box-shadow 120ms',
  _hover: { borderColor: 'border.emphasized' },
  '&[data-state=checked]': { borderColor: 'accent.default', bg: 'accent.subtle', boxShadow: '0 0 0 1px var(--colors-accent-default)' },
  _focusWithin: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
// The native radio stays in the accessibility tree and takes focus; the dot draws its state.
const input = css({ position: 'absolute', opacity: 0, w: '1px', h: '1px', m: '0', overflow: 'hidden', pointerEvents: 'none' });
const dot = css({
  w: '4',
  h: '4',
  flexShrink: 0,
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.control',
  bg: 'bg.surface',
  '[data-state=checked] > &': { borderColor: 'accent.default', borderWidth: '5px' },
});

/**
 * A radio group drawn as cards; the checked card is highlighted. Native radios, so arrow keys move
 * between cards. They sit in their own <form>: Chromium keeps form-less radio inputs of a shadow root
 * (and the whole screen they belong to) alive after they are removed — measured as 50 DOM nodes kept
 * per visit of /settings (tests/e2e/memory.test.ts).
 */
export function ChoiceCards<V extends string>({ title, description, value, choices, onChange, name, columns = choices.length }: Props<V>) {
  const id = useId();
  return (
    <form
      role="radiogroup"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => e.preventDefault()}
      className={css({ display: 'flex', flexDirection: 'column' })}
    >
      {/* A heading of the page's outline (level 2 under the page's h1), like the security card's (WCAG 1.3.1). */}
      <h2 id={`${id}-title`} className={css({ fontSize: '15px', fontWeight: 'semibold' })}>
        {title}
      </h2>
      {description && <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p>}
      <div className={grid} style={{ ['--cols' as string]: `repeat(${columns}, minmax(0, 1fr))` }}>
        {choices.map((c) => (
          <label key={c.value} className={card} data-choice={c.value} data-state={c.value === value ? 'checked' : 'unchecked'}>
            <input
              type="radio"
              className={input}
              name={`${name}-${id}`}
              value={c.value}
              checked={c.value === value}
              onChange={() => onChange(c.value)}
            />
            <span aria-hidden="true" className={dot} />
            {c.preview}
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <span lang={c.lang} className={css({ fontWeight: 'medium' })}>
                {c.label}
              </span>
              {c.hint && (
                <span lang={c.lang} className={css({ fontSize: '13px', color: 'fg.muted' })}>
                  {c.hint}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </form>
  );
}
