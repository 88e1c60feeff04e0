import { Command } from 'commander';
import { examples, runAction } from '../../lib/command.js';
import { readConfig, type SessionOptions } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, writeLine } from '../../lib/output.js';

export interface AuthStatusOptions extends SessionOptions {
  json?: boolean;
}

/** The expiry of a JWT from its `exp` claim (read, not verified): a Date, or null when it is no JWT. */
export function tokenExpiry(token: string): Date | null {
  const part = token.split('.')[1];
  if (!part || token.split('.').length !== 3) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString()) as { exp?: unknown };
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null;
  } catch {
    return null;
  }
}

const expiryText = (exp: Date | null, now: number) =>
  exp === null ? 'not a JWT (no expiry)' : `${exp.getTime() <= now ? 'expired' : 'expires'} ${exp.toISOString().replace(/\.\d{3}Z$/, 'Z')}`;

/**
 * Every stored profile (API URL, e-mail, saved, token expiry), which one is active, and whether
 * BACKOFFICE_TOKEN overrides them. Never prints a token. Exit 0 when the active session has a token, 4 if not.
 */
export async function run(opts: AuthStatusOptions, io: Io, now = Date.now()): Promise<number> {
  const { profiles } = await readConfig(io.env);
  const active = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const envToken = io.env.BACKOFFICE_TOKEN?.trim();
  const rows = Object.entries(profiles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, p]) => {
      const exp = p.token ? tokenExpiry(p.token) : null;
      return {
        profile: name,
        active: name === active && !envToken,
        apiUrl: p.apiUrl,
        email: p.email ?? null,
        savedAt: p.savedAt ?? null,
        expiresAt: exp ? exp.toISOString() : null,
        expired: exp ? exp.getTime() <= now : false,
      };
    });
  const activeRow = rows.find((r) => r.profile === active);
  const signedIn = !!envToken || (!!activeRow && !activeRow.expired);
  if (opts.json) {
    writeLine(io.stdout, JSON.stringify({ environmentToken: !!envToken, activeProfile: active, profiles: rows }));
    return signedIn ? EXIT.ok : EXIT.auth;
  }
  if (envToken) {
    const exp = tokenExpiry(envToken);
    writeLine(io.stdout, `BACKOFFICE_TOKEN is set: it is used instead of any profile (${expiryText(exp, now)}).`);
  }
  if (!rows.length) writeLine(io.stdout, 'No stored profiles. Run `backoffice login` to add one.');
  for (const r of rows) {
    const p = profiles[r.profile]!;
    writeLine(io.stdout, `${r.active ? '*' : ' '} ${safe(r.profile)}${r.active ? ' (active)' : ''}`);
    writeLine(io.stdout, `    API:     ${safe(r.apiUrl)}`);
    if (r.email) writeLine(io.stdout, `    Account: ${safe(r.email)}`);
    if (r.savedAt) writeLine(io.stdout, `    Saved:   ${safe(r.savedAt)}`);
    writeLine(io.stdout, `    Token:   ${expiryText(tokenExpiry(p.token), now)}`);
  }
  if (!envToken && !activeRow)
    writeLine(
      io.stderr,
      `Profile "${safe(active)}" is not signed in. Run \`backoffice login${active === 'default' ? '' : ` --profile ${safe(active)}`}\`.`,
    );
  else if (!envToken && activeRow?.expired)
    writeLine(
      io.stderr,
      `The token of profile "${safe(active)}" has expired. Run \`backoffice login${active === 'default' ? '' : ` --profile ${safe(active)}`}\` again.`,
    );
  return signedIn ? EXIT.ok : EXIT.auth;
}

export function authCommand(): Command {
  const status = new Command('status')
    .description('List the stored sessions (profiles): API URL, account, token expiry; mark the active one')
    .option('--json', 'one JSON object: environmentToken, activeProfile, profiles[]')
    .addHelpText(
      'after',
      examples(['backoffice auth status', 'backoffice auth status --profile staging', 'backoffice auth status --json | jq .profiles']),
    )
    .action((_opts: AuthStatusOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<AuthStatusOptions>(), io)));
  return new Command('auth')
    .description('Sessions: which profiles are signed in, where, and until when')
    .addCommand(status)
    .addHelpText(
      'after',
      examples(['backoffice auth status', 'backoffice login --profile staging --api-url https://staging.example.com/v1']),
    );
}
