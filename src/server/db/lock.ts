import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Exclusive lock on a PGlite data directory: PGlite has none, and two processes on one
 * directory silently lose writes. A stale lock (dead pid) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'backoffice.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid) && pid !== process.pid)
        throw new Error(
          `The data directory ${dir} is in use by another server (pid ${pid}). ` +
            'Stop that server, or start this one with another --data directory or --memory.',
        );
      if (pid === process.pid)
        throw new Error(`The data directory ${dir} is already open in this process.`);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
