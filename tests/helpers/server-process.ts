import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = import.meta.resolve('tsx');

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGKILL, as a crash or the OOM killer would: no cleanup runs. Resolves when the process is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `backoffice serve` as a real process (`node --import tsx src/cli/index.ts serve --port 0 ...args`),
 * resolved once it prints its URL. Rejects with its output when it exits first.
 */
export function serveProcess(args: string[], opts: { env?: Record<string, string | undefined>; cwd?: string } = {}): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', TSX, join(ROOT, 'src/cli/index.ts'), 'serve', '--port', '0', ...args], {
      cwd: opts.cwd ?? ROOT,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let done = false;
    const gone = new Promise<void>((r) => proc.once('exit', () => r()));
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+) \(API/.exec(out);
      if (m && !done) {
        done = true;
        resolve({
          url: m[1]!,
          proc,
          output: () => out,
          kill9: async () => {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
            await gone;
          },
          stop: async () => {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
            await gone;
          },
        });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code, signal) => {
      if (!done) {
        done = true;
        reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
      }
    });
  });
}
