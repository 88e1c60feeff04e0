import { WEEKDAYS, type OpeningHours } from '../../api/contract/index.js';
import type { Prng } from './prng.js';

type Kind = 'shop' | 'restaurant' | 'office';

const day = (closed: boolean, ranges: [string, string][] = []) => ({
  closed,
  ranges: closed ? [] : ranges.map(([start, end]) => ({ start, end })),
});

/** Realistic weekly hours: closed days and split shifts. */
export function openingHoursFor(kind: Kind, r: Prng): OpeningHours {
  const out = {} as OpeningHours;
  for (const d of WEEKDAYS) {
    if (kind === 'shop') {
      const late = r.chance(0.5) ? '19:30' : '19:00';
      out[d] =
        d === 'sunday'
          ? day(true)
          : d === 'saturday'
            ? day(false, [['09:00', '13:00']])
            : day(false, [
                ['09:00', '13:00'],
                ['15:30', late],
              ]);
    } else if (kind === 'restaurant') {
      out[d] =
        d === 'monday'
          ? day(true)
          : day(false, [
              ['12:00', '15:00'],
              ['19:00', '23:00'],
            ]);
    } else {
      out[d] = d === 'saturday' || d === 'sunday' ? day(true) : day(false, [['09:00', '18:00']]);
    }
  }
  return out;
}
