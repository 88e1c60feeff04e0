import type { TokenScope } from '../../api/contract/constants.js';

/**
 * What an API token needs for each command that calls the API (docs/cli.md, "Automation with an API token";
 * the server's table of routes is src/server/lib/access.ts). `needs`: every scope the command's calls check;
 * `optional`: scopes it uses when the token has them, and what it skips without them. `session`: a
 * signed-in session only (never an API token); `owner`: an owner's session. A unit test walks the program:
 * every command that calls the API is here.
 */
export interface CommandAccess {
  needs: readonly TokenScope[];
  optional?: Partial<Record<TokenScope, string>>;
  session?: 'any' | 'admin' | 'owner';
}

const scopes = (...needs: TokenScope[]): CommandAccess => ({ needs });
const SIGNED_IN: CommandAccess = { needs: [] };
const SESSION: CommandAccess = { needs: [], session: 'any' };
const ADMIN_SESSION: CommandAccess = { needs: [], session: 'admin' };
const OWNER: CommandAccess = { needs: [], session: 'owner' };

export const COMMAND_SCOPES: Readonly<Record<string, CommandAccess>> = {
  login: SIGNED_IN,
  logout: SIGNED_IN,
  whoami: SIGNED_IN,
  'auth status': SIGNED_IN,
  'members list': scopes('members:read'),
  'members show': scopes('members:read'),
  'members enable': scopes('members:read', 'members:write'),
  'members disable': scopes('members:read', 'members:write'),
  'members block': OWNER,
  'notify send': {
    needs: ['notifications:send'],
    optional: {
      'notifications:read': 'counting the recipients (dry run and confirmation)',
      'members:read': 'checking the member first (single notifications)',
    },
  },
  'notify list': scopes('notifications:read'),
  'notify show': scopes('notifications:read'),
  'notify cancel': {
    needs: ['notifications:send'],
    optional: { 'notifications:read': 'saying where the notification is when the cancel is refused' },
  },
  'products restore': scopes('catalog:write', 'audit:read'),
  'audit list': scopes('audit:read'),
  'tokens create': ADMIN_SESSION,
  'tokens list': ADMIN_SESSION,
  'tokens revoke': ADMIN_SESSION,
  'sessions list': SESSION,
  'sessions revoke': SESSION,
  'admins list': OWNER,
  'admins grant': OWNER,
  'admins revoke': OWNER,
  'admins disable': OWNER,
  'admins enable': OWNER,
  'admins owner grant': OWNER,
  'admins owner revoke': OWNER,
};

/** Commands that never call the API (the server's own, local settings, help). */
export const LOCAL_COMMANDS: readonly string[] = [
  'serve',
  'seed',
  'config get',
  'config set',
  'config list',
  'help',
  'completion',
  'version',
];

let running: string | undefined;

/** The command being run ("members disable"), set by the program before its action; refusals name it. */
export const setRunningCommand = (name: string | undefined) => {
  running = name;
};
export const runningCommand = () => running;

const and = (list: readonly string[]) => (list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);

/**
 * The exit-4 message of missing scopes: every scope the token lacks (the one the server named, or all the
 * command's check found), and every scope the command needs, so one new token is enough: "This API token
 * lacks catalog:write and audit:read. `backoffice products restore` needs catalog:write and audit:read: create
 * a token with them: `backoffice tokens create --name NAME --scope catalog:write --scope audit:read`."
 */
export function missingScopeMessage(lacking: string | readonly string[], command = running): string {
  const lacks = typeof lacking === 'string' ? [lacking] : [...lacking];
  const access = command ? COMMAND_SCOPES[command] : undefined;
  const scope = lacks[0] ?? '';
  const optional = lacks.length === 1 ? access?.optional?.[scope as TokenScope] : undefined;
  if (command && access && optional) {
    // A scope the command goes without: said optional, with what it adds, never as a need.
    const flags = [...access.needs, scope].map((s) => `--scope ${s}`).join(' ');
    return `This API token lacks ${scope}, optional for \`backoffice ${command}\` (it needs ${and(access.needs)}): add ${scope} for ${optional}: \`backoffice tokens create --name NAME ${flags}\`.`;
  }
  const needs = [...new Set<string>([...(access?.needs ?? []), ...lacks])];
  const flags = needs.map((s) => `--scope ${s}`).join(' ');
  const what = command && access ? `. \`backoffice ${command}\` needs ${and(needs)}` : '';
  return `This API token lacks ${and(lacks)}${what}: create a token with ${needs.length > 1 ? 'them' : 'it'}: \`backoffice tokens create --name NAME ${flags}\`.`;
}
