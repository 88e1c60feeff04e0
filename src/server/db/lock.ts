import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a lock file records: the owner's pid and, where the OS tells it, when that process started. */
interface Owner {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/PID/stat field 22), Linux only. */
  start?: string;
  /** The kernel's boot id: a start time is only comparable within one boot. */
  boot?: string;
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Fields 3 onwards of /proc/PID/stat (undefined where there is no /proc or no such process). */
const statFields = (pid: number): string[] | undefined => {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** Start time of a process, from /proc (undefined where there is no /proc or no such process). */
export function processStart(pid: number): string | undefined {
  return statFields(pid)?.[19]; // field 22 of the whole line
}

/**
 * Whether a process has ended but is still listed: a zombie (Z) that its parent has not reaped yet, or
 * one being removed (X). A server killed with -9 stays a zombie, with its pid and start time, until its
 * parent (a supervisor, a shell, a test runner) gets round to waiting for it: its lock is not held.
 */
const ended = (pid: number) => ['Z', 'X', 'x'].includes(statFields(pid)?.[0] ?? '');

const bootId = () => read('/proc/sys/kernel/random/boot_id')?.trim();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const currentOwner = (): Owner => {
  const start = processStart(process.pid);
  const boot = bootId();
  return { pid: process.pid, ...(start ? { start } : {}), ...(boot ? { boot } : {}) };
};

const parseOwner = (text: string): Owner | null => {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { pid: Number(t) }; // lock files written before start times were recorded
  try {
    const o = JSON.parse(t) as Partial<Owner>;
    return Number.isInteger(o.pid) && o.pid! > 0 ? (o as Owner) : null;
  } catch {
    return null;
  }
};

/**
 * Whether the recorded owner still runs. A pid alone cannot tell: after kill -9 in a container the
 * dead server's pid (often 1) belongs to the new process or to another one. Where the lock recorded
 * the owner's start time (and boot), the process holding that pid now must have started at that
 * very moment to be the owner.
 */
export function ownerRuns(o: Owner, self: Owner = currentOwner()): boolean {
  if (o.boot && self.boot && o.boot !== self.boot) return false; // the machine restarted since
  if (o.pid !== self.pid && ended(o.pid)) return false; // killed, not yet reaped
  if (o.start !== undefined) {
    const now = o.pid === self.pid ? self.start : processStart(o.pid);
    if (now !== undefined) return now === o.start;
  }
  if (o.pid === self.pid) return false; // a previous life of this pid (no start time recorded)
  return alive(o.pid);
}

/**
 * Exclusive lock on a PGlite data directory: PGlite has none, and two processes on one directory
 * silently lose writes. A lock whose owner no longer runs (see ownerRuns) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'backoffice.lock');
  const self = currentOwner();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, JSON.stringify(self));
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
      const owner = parseOwner(read(file) ?? '');
      if (owner && ownerRuns(owner, self)) {
        if (owner.pid === self.pid) throw new Error(`The data directory ${dir} is already open in this process.`);
        throw new Error(
          `The data directory ${dir} is in use by another server (pid ${owner.pid}). ` +
            'Stop that server, or start this one with another --data directory or --memory.',
        );
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
