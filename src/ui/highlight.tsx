import { css } from 'styled-system/css';
import { matchText, splitAt } from './text-match.js';

const mark = css({ bg: 'transparent', color: 'inherit', fontWeight: 'bold' });

/**
 * `text` with the part that matches `query` marked (case and accents ignored): a `<mark>` in bold (told by weight,
 * not by colour). Plain text nodes, never HTML: what the server sent is shown as written.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const [before, hit, after] = splitAt(text, matchText(text, query)?.range);
  if (!hit) return <>{text}</>;
  return (
    <>
      {before}
      <mark className={mark}>{hit}</mark>
      {after}
    </>
  );
}
