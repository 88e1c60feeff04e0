/**
 * Lock-screen truncation limits (characters, after trimming and collapsing whitespace) of a collapsed
 * notification. iOS: title ~40, body ~178 (about four lines); Android: title ~65, body ~240.
 */
export const LOCK_SCREEN_LIMITS = {
  ios: { title: 40, message: 178 },
  android: { title: 65, message: 240 },
} as const;

export type Platform = keyof typeof LOCK_SCREEN_LIMITS;
export type Field = 'title' | 'message';

export const normaliseText = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Length in user-perceived characters (code points, so emoji count once). */
export const visibleLength = (s: string) => [...normaliseText(s)].length;

/** The text as the lock screen shows it: cut at the limit with an ellipsis. */
export function truncateFor(platform: Platform, field: Field, text: string): string {
  const limit = LOCK_SCREEN_LIMITS[platform][field];
  const chars = [...normaliseText(text)];
  return chars.length <= limit
    ? chars.join('')
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}

export const isTruncated = (platform: Platform, field: Field, text: string) => visibleLength(text) > LOCK_SCREEN_LIMITS[platform][field];

export interface TruncationWarning {
  platform: Platform;
  field: Field;
  limit: number;
  length: number;
}

/** Every (platform, field) pair whose text would be cut. */
export function truncationWarnings(title: string, message: string): TruncationWarning[] {
  const out: TruncationWarning[] = [];
  for (const platform of ['ios', 'android'] as const)
    for (const [field, text] of [
      ['title', title],
      ['message', message],
    ] as const) {
      const length = visibleLength(text);
      const limit = LOCK_SCREEN_LIMITS[platform][field];
      if (length > limit) out.push({ platform, field, limit, length });
    }
  return out;
}
