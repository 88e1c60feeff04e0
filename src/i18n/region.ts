const names = new Map<string, Intl.DisplayNames | null>();

/** The country's name in `lang` ("Italia", "Italy") from its ISO code; the code itself if unknown; `fallback` without a code. */
export function regionName(code: string | null | undefined, lang: string, fallback = '—'): string {
  if (!code) return fallback;
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
