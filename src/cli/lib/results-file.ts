import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { CliError, EXIT } from './io.js';

export type ItemStatus = 'ok' | 'failed' | 'skipped';

export interface RunHeader {
  type: 'run';
  runId: string;
  command: string;
  startedAt: string;
  total: number;
  resumed?: boolean;
}

export interface ResultLine {
  type: 'item';
  runId: string;
  key: string;
  line?: number;
  label: string;
  status: ItemStatus;
  attempts: number;
  result?: unknown;
  error?: string;
  reason?: string;
  at: string;
}

/** A run id that sorts by time: 20261122-123456-1a2b3c. */
export function newRunId(now = new Date()): string {
  const iso = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${iso}-${randomBytes(3).toString('hex')}`;
}

export const defaultResultsPath = (runId: string) => `backoffice-results-${runId}.ndjson`;

export interface PreviousRun {
  runId: string;
  command: string;
  done: Set<string>;
}

/** Reads a results file for --resume: its run id and the keys that already succeeded. */
export async function readPreviousRun(path: string): Promise<PreviousRun> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read the results file ${path} given to --resume: ${(e as NodeJS.ErrnoException).code ?? e}`, EXIT.usage);
  }
  let header: RunHeader | undefined;
  const latest = new Map<string, ItemStatus>();
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let v: RunHeader | ResultLine;
    try {
      v = JSON.parse(raw) as RunHeader | ResultLine;
    } catch {
      continue; // a line cut by a crash: that item is simply not done
    }
    if (v.type === 'run') header ??= v;
    else if (v.type === 'item') latest.set(v.key, v.status);
  }
  if (!header) throw new CliError(`${path} is not a backoffice results file (no run header line).`, EXIT.usage);
  const done = new Set([...latest].filter(([, s]) => s === 'ok').map(([k]) => k));
  return { runId: header.runId, command: header.command, done };
}

/** Appends NDJSON lines; `close()` flushes. */
export class ResultsWriter {
  private readonly stream: WriteStream;
  constructor(readonly path: string) {
    this.stream = createWriteStream(path, { flags: 'a', mode: 0o600 });
  }
  write(line: RunHeader | ResultLine) {
    this.stream.write(JSON.stringify(line) + '\n');
  }
  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.once('error', reject);
      this.stream.end(() => resolve());
    });
  }
}
