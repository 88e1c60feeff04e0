import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Refuses a path that another account owns, as PostgreSQL refuses a data directory of another user:
 * whoever owns it can read the password hashes and replace the JWT secret. Root included (root can read
 * anything, which is how a folder of another account used to be taken as it was). Where the platform has
 * no uids (Windows) there is nothing to compare.
 */
export function checkOwner(path: string, st: Stats = lstatSync(path)): void {
  const uid = process.getuid?.();
  if (uid === undefined || st.uid === uid) return;
  throw new Error(
    `${path} belongs to uid ${st.uid}, but this server runs as uid ${uid}: the data folder and everything in it must ` +
      `belong to the account that runs the server. Start the server as that account, or give the folder to this one ` +
      `(chown -R ${uid} ${path}), or use another --data folder.`,
  );
}

/**
 * Creates `dir` (and missing parents of it) private to this account (0700); an existing one that other
 * accounts can enter or read is tightened, with a log line, and one that another account owns is refused
 * (checkOwner). The data directory holds password hashes, reset tokens and the JWT secret, and PGlite
 * writes its files 0666 whatever the umask: the 0700 directory is what keeps other local accounts out.
 */
export function ensurePrivateDir(dir: string, log: (line: string) => void = () => {}): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const st = statSync(dir); // a link to a folder is the folder (as PostgreSQL takes it)
  if (!st.isDirectory()) throw new Error(`${dir} is not a folder: pass a folder to --data.`);
  checkOwner(dir, st);
  const mode = st.mode & 0o777;
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
