/**
 * Messages for a terminal (errors, hints, summaries, help): each line broken at spaces to fit `columns`, so
 * that no word is cut at the edge. A token longer than the line (a path, a URL, a command) stays whole on a
 * line of its own: a terminal then wraps that one, and it can still be copied. A broken line goes on with its
 * indentation and two spaces more. ANSI colour codes take no room. Without `columns` (not a terminal) the
 * text is unchanged: piped output and logs keep their lines whole.
 */
export function wrapForTerminal(text: string, columns: number | undefined): string {
  if (!columns || columns < 20) return text;
  // The last column is left empty: a line that fills it makes some terminals wrap an empty line.
  const width = columns - 1;
  return text
    .split('\n')
    .map((line) => wrapLine(line, width))
    .join('\n');
}

const ESCAPES = /\x1b\[[0-9;]*[A-Za-z]/g;
const visible = (s: string) => [...s.replace(ESCAPES, '')].length;

function wrapLine(line: string, width: number): string {
  if (visible(line) <= width) return line;
  const indent = /^ */.exec(line)![0];
  const next = indent + '  ';
  const words = line.slice(indent.length).split(/ +/);
  const out: string[] = [];
  let current = indent;
  let empty = true;
  for (const word of words) {
    if (!word) continue;
    if (empty) {
      current += word;
      empty = false;
    } else if (visible(current) + 1 + visible(word) <= width) current += ` ${word}`;
    else {
      out.push(current);
      current = next + word;
    }
  }
  out.push(current);
  return out.join('\n');
}
