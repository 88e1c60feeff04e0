/**
 * Matching what was typed against a text the way a reader expects: case and accents ignored ("attivita" finds
 * "Attività"), and the place of the match in the text as written, for the highlight (highlight.tsx).
 */

/** A text folded for matching (lower case, accents dropped), and for each folded character its index in the original. */
export interface Folded {
  text: string;
  /** `index[i]`: where folded character `i` starts in the original; `index[text.length]` is the original's length. */
  index: number[];
}

const MARKS = /\p{M}/gu;

export function fold(original: string): Folded {
  let text = '';
  const index: number[] = [];
  let at = 0;
  for (const ch of original) {
    const f = ch.toLowerCase().normalize('NFD').replace(MARKS, '');
    for (let i = 0; i < f.length; i++) index.push(at);
    text += f;
    at += ch.length;
  }
  index.push(at);
  return { text, index };
}

/** The folded form of a query: trimmed, inner spaces kept as one. */
export const foldQuery = (q: string): string => fold(q.trim().replace(/\s+/g, ' ')).text;

/** A range of the original text: [start, end). */
export type Range = readonly [number, number];

/** Where a folded match at [from, to) of `f` lies in the original. */
const toOriginal = (f: Folded, from: number, to: number): Range => [f.index[from]!, f.index[to]!];

const isWordStart = (text: string, i: number) => i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!);

/** How a text matches a query, best first: the whole text, its start, a word's start, anywhere inside. */
export const MATCH_RANK = { exact: 0, prefix: 1, word: 2, inside: 3 } as const;
export type MatchKind = keyof typeof MATCH_RANK;

export interface TextMatch {
  kind: MatchKind;
  range: Range;
}

/**
 * The best place `query` matches `text` (a word start before a match inside a word), or null. An empty query
 * matches nothing (there is nothing to highlight).
 */
export function matchText(text: string, query: string): TextMatch | null {
  const q = foldQuery(query);
  if (!q) return null;
  const f = fold(text);
  if (f.text === q) return { kind: 'exact', range: toOriginal(f, 0, q.length) };
  if (f.text.startsWith(q)) return { kind: 'prefix', range: toOriginal(f, 0, q.length) };
  let first = -1;
  for (let i = f.text.indexOf(q); i >= 0; i = f.text.indexOf(q, i + 1)) {
    if (isWordStart(f.text, i)) return { kind: 'word', range: toOriginal(f, i, i + q.length) };
    if (first < 0) first = i;
  }
  return first < 0 ? null : { kind: 'inside', range: toOriginal(f, first, first + q.length) };
}

/** `text` cut around `range`: before, the match, after (the match empty when there is none). */
export function splitAt(text: string, range: Range | null | undefined): [string, string, string] {
  if (!range) return [text, '', ''];
  return [text.slice(0, range[0]), text.slice(range[0], range[1]), text.slice(range[1])];
}
