import { RadioGroup } from '@ark-ui/react/radio-group';
import type { ReactNode } from 'react';
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
  display: 'flex', alignItems: 'center', gap: '3', p: '4', cursor: 'pointer',
  borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.surface',
  transition: 'border-color 120ms, background 120ms, box-shadow 120ms',
  _hover: { borderColor: 'border.emphasized' },
  _checked: { borderColor: 'accent.default', bg: 'accent.subtle', boxShadow: '0 0 0 1px var(--colors-accent-default)' },
  _focusWithin: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const dot = css({
  w: '4', h: '4', flexShrink: 0, borderRadius: 'full', borderWidth: '1px', borderColor: 'border.emphasized', bg: 'bg.surface',
  _checked: { borderColor: 'accent.default', borderWidth: '5px' },
});

/** A radio group drawn as cards; the checked card is highlighted. Arrow keys move between cards. */
export function ChoiceCards<V extends string>({ title, description, value, choices, onChange, name, columns = choices.length }: Props<V>) {
  return (
    <RadioGroup.Root
      name={name}
      value={value}
      onValueChange={(d) => d.value && onChange(d.value as V)}
      className={css({ display: 'flex', flexDirection: 'column' })}
    >
      <RadioGroup.Label className={css({ fontSize: '15px', fontWeight: 'semibold' })}>{title}</RadioGroup.Label>
      {description && <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p>}
      <div className={grid} style={{ ['--cols' as string]: `repeat(${columns}, minmax(0, 1fr))` }}>
        {choices.map((c) => (
          <RadioGroup.Item key={c.value} value={c.value} className={card} data-choice={c.value}>
            <RadioGroup.ItemControl className={dot} />
            {c.preview}
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <RadioGroup.ItemText lang={c.lang} className={css({ fontWeight: 'medium' })}>
                {c.label}
              </RadioGroup.ItemText>
              {c.hint && (
                <span lang={c.lang} className={css({ fontSize: '13px', color: 'fg.muted' })}>
                  {c.hint}
                </span>
              )}
            </span>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}
