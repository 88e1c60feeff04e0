// Runs shell commands at once and fails if any fails: `npm test` type-checks and lints side by side (tsc and
// ESLint each use one core). Each command's output is printed whole when it ends, so two logs never interleave.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node --import tsx scripts/parallel.ts "<command>" ["<command>" ...]');
  process.exit(2);
}

const run = (command: string) =>
  new Promise<number>((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => out.push(b));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n── ${command} (${status === 0 ? 'ok' : `failed: ${signal ?? `exit ${status}`}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(out));
      resolve(status);
    });
  });

const statuses = await Promise.all(commands.map(run));
process.exitCode = statuses.some((s) => s !== 0) ? 1 : 0;
