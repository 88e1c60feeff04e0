import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError, EXIT, type Io } from './io.js';

/** The spec's local fallback backend (port 3000, path /v1). */
export const DEFAULT_API_URL = 'http://127.0.0.1:3000/v1';

export interface Profile {
  apiUrl: string;
  token: string;
  email?: string;
  savedAt?: string;
}

export interface ConfigFile {
  profiles: Record<string, Profile>;
}

/** BACKOFFICE_CONFIG_DIR, else $XDG_CONFIG_HOME/backoffice, else ~/.config/backoffice. */
export function configDir(env: Io['env']): string {
  if (env.BACKOFFICE_CONFIG_DIR) return env.BACKOFFICE_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'backoffice');
}

export const configPath = (env: Io['env']) => join(configDir(env), 'config.json');

export async function readConfig(env: Io['env']): Promise<ConfigFile> {
  const path = configPath(env);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { profiles: {} };
  }
  try {
    const parsed = JSON.parse(text) as Partial<ConfigFile>;
    return { profiles: parsed.profiles && typeof parsed.profiles === 'object' ? parsed.profiles : {} };
  } catch {
    throw new CliError(`The config file ${path} is not valid JSON. Fix or delete it, then run \`backoffice login\`.`);
  }
}

/** Writes the config atomically with mode 0600 (directory 0700): it holds tokens. */
export async function writeConfig(env: Io['env'], config: ConfigFile): Promise<string> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = configPath(env);
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  await chmod(tmp, 0o600);
  await rename(tmp, path);
  return path;
}

export async function saveProfile(env: Io['env'], name: string, profile: Profile): Promise<string> {
  const config = await readConfig(env);
  config.profiles[name] = profile;
  return writeConfig(env, config);
}

/** Removes a profile; answers whether it existed. */
export async function removeProfile(env: Io['env'], name: string): Promise<boolean> {
  const config = await readConfig(env);
  if (!config.profiles[name]) return false;
  delete config.profiles[name];
  if (Object.keys(config.profiles).length === 0) await rm(configPath(env), { force: true });
  else await writeConfig(env, config);
  return true;
}

export interface SessionOptions {
  profile?: string;
  apiUrl?: string;
}

export interface Session {
  apiUrl: string;
  token: string | undefined;
  profile: string;
  source: 'env' | 'profile' | 'none';
  email?: string;
}

/** BACKOFFICE_TOKEN / BACKOFFICE_API_URL win over the stored profile; --api-url wins over both. */
export async function resolveSession(io: Io, opts: SessionOptions): Promise<Session> {
  const profileName = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const stored = (await readConfig(io.env)).profiles[profileName];
  const apiUrl = opts.apiUrl || io.env.BACKOFFICE_API_URL || stored?.apiUrl || DEFAULT_API_URL;
  const envToken = io.env.BACKOFFICE_TOKEN?.trim();
  if (envToken) return { apiUrl, token: envToken, profile: profileName, source: 'env' };
  if (stored?.token)
    return { apiUrl, token: stored.token, profile: profileName, source: 'profile', ...(stored.email ? { email: stored.email } : {}) };
  return { apiUrl, token: undefined, profile: profileName, source: 'none' };
}

/** Like resolveSession but fails with exit 4 when there is no token. */
export async function requireSession(io: Io, opts: SessionOptions): Promise<Session & { token: string }> {
  const s = await resolveSession(io, opts);
  if (!s.token)
    throw new CliError(
      `Not signed in (profile "${s.profile}"). Run \`backoffice login${s.profile === 'default' ? '' : ` --profile ${s.profile}`}\` or set BACKOFFICE_TOKEN.`,
      EXIT.auth,
    );
  return s as Session & { token: string };
}
