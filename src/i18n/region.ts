const names = new Map<string, Intl.DisplayNames | null>();

// The directory's countries (those with a drawn flag, ui/flag.tsx), named as Intl.DisplayNames names them.
// Creating a DisplayNames loads the platform's region data: ~30 ms of a cold load in Chromium, paid by the
// first row of a list; a page showing only these countries never pays it (issue 14).
const KNOWN: Record<string, Record<string, string>> = {
  en: {
    AT: 'Austria',
    BE: 'Belgium',
    CH: 'Switzerland',
    DE: 'Germany',
    ES: 'Spain',
    FR: 'France',
    GB: 'United Kingdom',
    IT: 'Italy',
    NL: 'Netherlands',
    PT: 'Portugal',
    US: 'United States',
  },
  it: {
    AT: 'Austria',
    BE: 'Belgio',
    CH: 'Svizzera',
    DE: 'Germania',
    ES: 'Spagna',
    FR: 'Francia',
    GB: 'Regno Unito',
    IT: 'Italia',
    NL: 'Paesi Bassi',
    PT: 'Portogallo',
    US: 'Stati Uniti',
  },
};

/** The country's name in `lang` ("Italia", "Italy") from its ISO code; the code itself if unknown; `fallback` without a code. */
export function regionName(code: string | null | undefined, lang: string, fallback = '—'): string {
  if (!code) return fallback;
  const known = KNOWN[lang]?.[code.toUpperCase()];
  if (known) return known;
  let dn = names.get(lang);
  if (dn === undefined) {
    try {
      dn = new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      dn = null;
    }
    names.set(lang, dn);
  }
  try {
    return dn?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
