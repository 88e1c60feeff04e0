import { describe, expect, it } from 'vitest';
import { cli, readLines, tempDir, useDemoServer, ADMIN } from './helpers.js';

// Issue 20, finding 12: the conventions of gh: global flags anywhere, auth status, config, completion.
const s = useDemoServer();

async function signedIn(profile: string) {
  const config = tempDir();
  const r = await cli(['login', '--profile', profile, '--api-url', s.api, '--email', ADMIN.email, '--password-stdin'], {
    env: { BACKOFFICE_CONFIG_DIR: config },
    stdin: `${ADMIN.password}\n`,
  });
  expect(r.code).toBe(0);
  return { BACKOFFICE_CONFIG_DIR: config };
}

describe('global flags', { timeout: 120_000 }, () => {
  it('--profile and --api-url work before the command, between group and command, and after it', async () => {
    const env = await signedIn('rev');
    for (const args of [
      ['--profile', 'rev', 'members', 'list', '--limit', '2', '--json', 'id'],
      ['members', '--profile', 'rev', 'list', '--limit', '2', '--json', 'id'],
      ['members', 'list', '--limit', '2', '--json', 'id', '--profile', 'rev'],
      ['--api-url', s.api, '--profile', 'rev', 'members', 'list', '--limit', '2', '--json', 'id'],
    ]) {
      const r = await cli(args, { env });
      expect(r.code, args.join(' ')).toBe(0);
      expect(readLines(r.stdout)).toHaveLength(2);
    }
    // Without the profile the default one is asked for, and it is not signed in.
    const none = await cli(['members', 'list'], { env });
    expect(none.code).toBe(4);
    expect(none.stderr).toContain('Not signed in (profile "default")');
    const help = await cli(['members', 'list', '--help']);
    expect(help.stdout).toMatch(/Global Options:[\s\S]*--profile <name>[\s\S]*--api-url <url>[\s\S]*--timeout <seconds>/);
    expect(help.stdout.match(/--profile <name>/g)).toHaveLength(1);
  });
});
