/**
 * Messages for a terminal (errors, hints, summaries, help): each line broken at spaces to fit `columns`, so
 * that no word is cut at the edge, and never inside an option and its value or a quoted string. A command to
 * paste (a `backticked` one, or a line of help's Examples that starts with `backoffice`) is never broken as
 * prose: when it is wider than the line it is laid out as shell lines continued with " \" (pasted, it runs
 * whole). A path or a URL longer than the line stays whole on a line of its own. A broken line goes on with
 * its indentation and two spaces more. ANSI colour codes take no room. Without `columns` (not a terminal)
 * the text is unchanged: piped output and logs keep their lines whole.
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
 * space, "`backoffice login`."), a quoted string ("Opening hours"), an option and its value ("--scope
 * members:read", "--expires 90d"), else a word.
 */
function unitsOf(text: string): string[] {
  const units: string[] = [];
  const re = /`[^`]*`\S*|"[^"]*"\S*|'[^']*'\S*|\S+/g;
  for (const m of text.matchAll(re)) {
    const word = m[0];
    const last = units.at(-1);
    // An option followed by its value: "--scope members:read" (not "--file -" nor "--yes --json").
    if (last && /^[("]?--[a-z][a-z-]*$/.test(last) && !word.startsWith('-') && !word.startsWith('`') && !word.startsWith('#'))
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

/** A term and its description ("  profile   a profile name …", as help's settings list them): breaks go under the description. */
const TERM = /^( {1,4}[\w$.-]+ {2,})\S/;

/** A command line of help's Examples: "  backoffice members list …", "  TOKEN=$(backoffice tokens create …)". */
const COMMAND_LINE = /^ +(?:[A-Z_]+=\$\()?backoffice /;

/**
 * A command as shell lines of at most `width`: broken between its pieces, each line but the last ended with
 * " \\", the next ones indented two spaces more than the first.
 */
function commandLines(command: string, first: string, width: number): string[] {
  const next = `${first}  `;
  const units = unitsOf(command);
  // A trailing "# comment" is no command: it never ends with " \\" (a comment swallows it), its words go on
  // comment lines of their own.
  const hash = units.findIndex((u) => u.startsWith('#'));
  const code = hash < 0 ? units : units.slice(0, hash);
  const out: string[] = [];
  let current = first;
  let empty = true;
  for (const unit of code) {
    if (empty) {
      current += unit;
      empty = false;
    } else if (visible(current) + 1 + visible(unit) + 2 <= width) current += ` ${unit}`;
    else {
      out.push(`${current} \\`);
      current = next + unit;
    }
  }
  if (hash >= 0) {
    const words = units
      .slice(hash + 1)
      .join(' ')
      .split(' ');
    let comment = '#';
    for (const word of words) {
      if (visible(current) + visible(comment) + 2 + visible(word) <= width) comment += ` ${word}`;
      else {
        out.push(`${current} ${comment}`);
        current = next.slice(0, -1);
        comment = `# ${word}`;
      }
    }
    current = `${current} ${comment}`;
  }
  out.push(current);
  return out;
}

function wrapLine(line: string, width: number): string {
  if (visible(line) <= width) return line;
  const indent = /^ */.exec(line)![0];
  if (COMMAND_LINE.test(line)) return commandLines(line.slice(indent.length), indent, width).join('\n');
  const label = TERM.exec(line)?.[1] ?? HANGING.exec(line)?.[1];
  const hang = label && visible(label) <= width / 2 ? label : undefined;
  const next = hang ? ' '.repeat(visible(hang)) : indent + '  ';
  const head = hang ?? indent;
  const fill = filler(head, next, width);
  for (const unit of unitsOf(line.slice(head.length))) {
    // A command wider than a whole line: on lines of its own, continued with " \" (its closing punctuation
    // dropped, so that it pastes whole).
    if (unit.startsWith('`') && visible(next) + visible(unit) > width) {
      fill.lines(commandLines(unit.replace(/^`/, '').replace(/`[^`]*$/, ''), next, width));
      continue;
    }
    // Else a piece wider than a whole line (an option and its value, a quoted string) breaks at its spaces.
    const parts = visible(next) + visible(unit) > width && !unit.startsWith('`') ? unit.split(' ') : [unit];
    for (const word of parts) fill.word(word);
  }
  return fill.text();
}

/**
 * Lines filled word by word up to `width`: the first starts with `head`, the next ones with `next`; `lines`
 * puts finished lines (a command's) after what is filled so far.
 */
function filler(head: string, next: string, width: number) {
  const out: string[] = [];
  let current = head;
  let empty = true;
  return {
    word(word: string) {
      if (empty) {
        current += word;
        empty = false;
      } else if (visible(current) + 1 + visible(word) <= width) current += ` ${word}`;
      else {
        out.push(current);
        current = next + word;
      }
    },
    lines(lines: string[]) {
      if (!empty) out.push(current);
      out.push(...lines);
      current = next;
      empty = true;
    },
    text() {
      if (!empty) out.push(current);
      return out.join('\n');
    },
  };
}

/** Where a term's text begins: "  4    auth: …" → 7, "  BACKOFFICE_TOKEN        a bearer…" → 26; else none. */
const termColumn = (line: string) => /^( +\S+(?: \S+)*? {2,})\S/.exec(line)?.[1]!.length;

/**
 * A help topic (`help exit-codes`, `help environment`: a term, then its text, continued on lines indented to
 * that text) reflowed to the terminal: each term's text joined and broken again at spaces, its continuation
 * lines under the text. Without `columns` (piped) the text is unchanged.
 */
export function reflowTopic(text: string, columns: number | undefined): string {
  if (!columns || columns < 20) return text;
  const width = columns - 1;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    const at = termColumn(line);
    if (at === undefined) {
      // A line of text alone (a term's text under a long term, a note in parentheses) hangs under itself.
      const indent = /^ */.exec(line)![0].length + (/^ *\(/.test(line) ? 1 : 0);
      out.push(indent > 0 && indent <= width / 2 ? wrapHanging(line, width, indent) : wrapLine(line, width));
      continue;
    }
    // Its continuation lines: indented to the text, exactly.
    while (i + 1 < lines.length && /^ +\S/.test(lines[i + 1]!) && /^ */.exec(lines[i + 1]!)![0].length === at)
      line += ` ${lines[++i]!.trim()}`;
    out.push(at <= width / 2 ? wrapHanging(line, width, at) : wrapLine(line, width));
  }
  return out.join('\n');
}

/** `line` broken at spaces with every line after the first indented to `column`. */
function wrapHanging(line: string, width: number, column: number): string {
  const fill = filler(line.slice(0, column), ' '.repeat(column), width);
  for (const word of line.slice(column).split(/ +/)) if (word) fill.word(word);
  return fill.text();
}
