import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Creates `dir` (and missing parents of it) private to this account (0700); an existing one that other
 * accounts can enter or read is tightened, with a log line. The data directory holds password hashes,
 * reset tokens and the JWT secret, and PGlite writes its files 0666 whatever the umask: the 0700
 * directory is what keeps other local accounts out.
 */
export function ensurePrivateDir(dir: string, log: (line: string) => void = () => {}): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const mode = lstatSync(dir).mode & 0o777;
  if (mode !== PRIVATE_DIR) {
    chmodSync(dir, PRIVATE_DIR);
    log(`[security] ${dir} was mode ${mode.toString(8).padStart(4, '0')}: tightened to 0700 (private to this account)`);
  }
}

/**
 * Makes every folder below `dir` 0700 and every file 0600 (links are left alone). Answers how many
 * entries it changed. Run after PGlite opens or closes its files.
 */
export function tightenTree(dir: string): number {
  let changed = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      continue; // removed meanwhile
    }
    for (const e of entries) {
      const p = join(d, e.name);
      const want = e.isDirectory() ? PRIVATE_DIR : e.isFile() ? PRIVATE_FILE : null;
      if (want === null) continue;
      try {
        if ((lstatSync(p).mode & 0o777) !== want) {
          chmodSync(p, want);
          changed++;
        }
      } catch {
        /* removed meanwhile */
      }
      if (e.isDirectory()) stack.push(p);
    }
  }
  return changed;
}
