/** A user agent summarised for people: the program and the system ("Chrome", "macOS"), null when unknown. */
export interface AgentSummary {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/(\b|Headless)(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bbackoffice-cli\//i, 'Backoffice CLI'],
  [/^curl\//i, 'curl'],
  [/^node|\bnode-fetch\b|\bundici\b/i, 'Node.js'],
  [/^python-requests\//i, 'Python'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/i, 'Linux'],
];

const first = (list: ReadonlyArray<[RegExp, string]>, ua: string) => list.find(([re]) => re.test(ua))?.[1] ?? null;

export function summariseAgent(ua: string | null | undefined): AgentSummary {
  const s = (ua ?? '').trim();
  if (!s) return { browser: null, system: null };
  return { browser: first(BROWSERS, s), system: first(SYSTEMS, s) };
}
