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

/**
 * The pieces a line may not be broken inside: a `backticked command` (with what follows it up to the next
 * space, "`backoffice login`."), an option and its value ("--scope members:read", "--expires 90d"), else a
 * word.
 */
function unitsOf(text: string): string[] {
  const units: string[] = [];
  const re = /`[^`]*`\S*|\S+/g;
  for (const m of text.matchAll(re)) {
    const word = m[0];
    const last = units.at(-1);
    // An option followed by its value: "--scope members:read" (not "--file -" nor "--yes --json").
    if (last && /^[("]?--[a-z][a-z-]*$/.test(last) && !word.startsWith('-') && !word.startsWith('`'))
      units[units.length - 1] = `${last} ${word}`;
    else units.push(word);
  }
  return units;
}

/**
 * A field of the CLI's "Label:  value" lines (two spaces or more after the colon, or an indented label, as
 * `auth status` prints them): its breaks go under the value.
 */
const HANGING = /^((?: +[A-Za-z][A-Za-z0-9 ()-]{0,30}: +)|(?:[A-Za-z][A-Za-z0-9 ()-]{0,30}: {2,}))\S/;

function wrapLine(line: string, width: number): string {
  if (visible(line) <= width) return line;
  const indent = /^ */.exec(line)![0];
  const label = HANGING.exec(line)?.[1];
  const hang = label && visible(label) <= width / 2 ? label : undefined;
  const next = hang ? ' '.repeat(visible(hang)) : indent + '  ';
  const head = hang ?? indent;
  const out: string[] = [];
  let current = head;
  let empty = true;
  for (const unit of unitsOf(line.slice(head.length))) {
    // A piece wider than a whole line: a command stays whole on a line of its own (it can be copied); an
    // option and its value, or words, break at their spaces.
    const parts = visible(next) + visible(unit) > width && !unit.startsWith('`') ? unit.split(' ') : [unit];
    for (const word of parts) {
      if (empty) {
        current += word;
        empty = false;
      } else if (visible(current) + 1 + visible(word) <= width) current += ` ${word}`;
      else {
        out.push(current);
        current = next + word;
      }
    }
  }
  out.push(current);
  return out.join('\n');
}
