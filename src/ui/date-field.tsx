import { DateInput } from '@ark-ui/react/date-input';
import { CalendarDate, parseDate } from '@internationalized/date';

import { css } from 'styled-system/css';
import { ArkEnvironment } from './ark-environment.js';
import { cx } from './cx.js';
import { fieldLabel, fieldRoot, inputStyle } from './text-field.js';

/** `YYYY-MM-DD` as a calendar day, or none for anything else (an empty or hand-edited URL). */
function toDay(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A part's name in the page's language ("Giorno", "Mese", "Anno"): Zag names them in English whatever the
 * locale (round 6: a screen reader said "Day" on an Italian page).
 */
function partName(type: string, lang: string): string {
  try {
    const name = new Intl.DisplayNames(lang, { type: 'dateTimeField' }).of(type);
    return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : type;
  } catch {
    return type;
  }
}

const control = css({ display: 'flex', alignItems: 'center', cursor: 'text' });
// The focus ring of the text fields, drawn on the box while one of its parts has the focus.
const focusWithin = css({
  _focusWithin: { borderColor: 'accent.default', outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});
const group = css({ display: 'flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const segment = css({
  px: '0.5',
  borderRadius: 'l1',
  outline: 'none',
  caretColor: 'transparent',
  '&[data-placeholder]': { color: 'fg.subtle' },
  '&[data-type=literal]': { px: '0', color: 'fg.muted' },
  _focus: { bg: 'accent.default', color: 'accent.fg' },
});

/**
 * A day typed in the page's language (issue 39, round 5: the browser's own date field read mm/dd/yyyy on an
 * Italian page): day, month and year as parts in the order and with the placeholders of `lang` ("gg/mm/aaaa"),
 * arrows to step each part, Backspace to clear it. The value is `YYYY-MM-DD`, or '' while incomplete.
 */
export function DateField({ label, value, lang, onChange }: { label: string; value: string; lang: string; onChange(value: string): void }) {
  const day = toDay(value);
  return (
    <ArkEnvironment>
      <DateInput.Root
        className={fieldRoot}
        locale={lang}
        value={day ? [day] : []}
        onValueChange={(d) => {
          const next = d.value[0];
          const text = next ? next.toString().slice(0, 10) : '';
          if (text !== value) onChange(text);
        }}
      >
        <DateInput.Label className={fieldLabel}>{label}</DateInput.Label>
        <DateInput.Control className={cx(inputStyle, control, focusWithin)}>
          <DateInput.SegmentGroup className={group}>
            <DateInput.Context>
              {(api) =>
                api
                  .getSegments()
                  .map((s, i) => (
                    <DateInput.Segment
                      key={i}
                      segment={s}
                      className={segment}
                      {...(s.isEditable ? { 'aria-label': partName(s.type, lang) } : {})}
                    />
                  ))
              }
            </DateInput.Context>
          </DateInput.SegmentGroup>
        </DateInput.Control>
      </DateInput.Root>
    </ArkEnvironment>
  );
}
