import { hasUnsafeTerminalChars } from '../../shared/text-safety.js';

/** Characters that never need quoting in a POSIX shell word. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * Quotes one argument for a POSIX shell, so a printed command can be pasted as is: plain words stay bare,
 * others go in single quotes, and text with control or bidi characters uses $'…' with visible escapes
 * (bash, zsh, ksh), so the printed line is also safe on the terminal.
 */
export function shellQuote(arg: string): string {
  if (PLAIN.test(arg)) return arg;
  if (!hasUnsafeTerminalChars(arg)) return `'${arg.replace(/'/g, `'\\''`)}'`;
  let out = '';
  for (const ch of arg) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === "'") out += `\\${ch}`;
    else if (hasUnsafeTerminalChars(ch))
      out += code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `$'${out}'`;
}

/** A command line from arguments, each quoted as needed. */
export const shellJoin = (args: readonly string[]) => args.map(shellQuote).join(' ');
