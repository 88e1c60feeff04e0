import { memo, type Ref } from 'react';
import { css } from 'styled-system/css';
import { useLang, useT } from '../../i18n/index.js';
import { TextField } from '../../ui/text-field.js';
import { echoWhen, isoWithOffset, localTimeZone, sendAtBounds } from './schedule.js';

// The browser's own picker and its icon follow the mode (color-scheme is inherited by the input).
const field = css({ colorScheme: 'light', _dark: { colorScheme: 'dark' }, maxW: '20rem' });

/** "Europe/Rome (GMT+1)": the zone's name and its offset at `at` (the chosen time, else now), in `lang`. */
function zoneText(lang: string, local: string): string {
  const zone = localTimeZone();
  const iso = isoWithOffset(local);
  const chosen = iso ? new Date(iso) : null;
  // Never format an invalid date (formatToParts throws RangeError): the zone's offset now instead.
  const at = chosen && !Number.isNaN(chosen.getTime()) ? chosen : new Date();
  const offset = new Intl.DateTimeFormat(lang, { timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}

interface Props {
  value: string;
  onChange(value: string): void;
  errorText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * When a scheduled notification goes: the browser's date and time input (its keyboard, its picker, read in the
 * admin's time zone, named beside it), from now to MAX_SCHEDULE_DAYS ahead. What was typed stays when it is refused.
 */
export const ScheduleField = memo(function ScheduleField({ value, onChange, errorText, inputRef }: Props) {
  const t = useT();
  const [lang] = useLang();
  const { min, max } = sendAtBounds();
  const echo = echoWhen(value, lang);
  return (
    <TextField
      ref={inputRef}
      type="datetime-local"
      name="sendAt"
      label={t('notifications.form.sendAt')}
      value={value}
      min={min}
      max={max}
      onChange={(e) => onChange(e.target.value)}
      helperText={
        <>
          {/* The browser's field follows the browser's locale: the time in the page's language under it. */}
          {echo && (
            <span className={css({ display: 'block', color: 'fg.default', fontWeight: 'medium' })} data-part="send-at-echo" lang={lang}>
              {echo}
            </span>
          )}
          <span className={css({ display: 'block' })}>{t('notifications.form.timeZone', { zone: zoneText(lang, value) })}</span>
        </>
      }
      errorText={errorText}
      className={field}
      data-part="send-at"
    />
  );
});
