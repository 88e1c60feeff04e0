import { readFileSync } from 'node:fs';

/**
 * The version of package.json: two folders up from src/cli/index.ts and from the bundled dist/cli/index.js,
 * three from this file when it runs from src (tsx).
 */
export function packageVersion(): string {
  for (const path of ['../../package.json', '../../../package.json'])
    try {
      const pkg = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'directory-backoffice' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // the other place
    }
  return 'unknown';
}

/**
 * The CLI's User-Agent: `backoffice-cli/1.4.0 (node v22.11.0; linux)`. The sessions lists (Profile › Sessions,
 * `sessions list`) name a sign-in of the CLI by it ("Backoffice CLI on Linux"), not as "node".
 */
export const cliUserAgent = (): string => `backoffice-cli/${packageVersion()} (node ${process.version}; ${process.platform})`;
