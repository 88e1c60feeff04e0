/** Strength bar value of spec section 5: 10 points per character, clamped to 0..100. */
export function strengthValue(password: string): number {
  return Math.max(0, Math.min(100, (password?.length ?? 0) * 10));
}
