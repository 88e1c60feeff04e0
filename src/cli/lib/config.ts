import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError, EXIT, usageError, type Io } from './io.js';
import { profileFlag } from './token.js';

/** The spec's local fallback backend (port 3000, path /v1). */
export const DEFAULT_API_URL = 'http://127.0.0.1:3000/v1';

export interface Profile {
  apiUrl: string;
  token: string;
  email?: string;
  savedAt?: string;
}

/** Settings of `backoffice config set`: defaults below the flags and the environment. */
export const SETTINGS = {
  profile: {
    env: 'BACKOFFICE_PROFILE',
    help: 'the profile used when neither --profile nor BACKOFFICE_PROFILE names one',
    check: (v: string) => /^[A-Za-z0-9._-]{1,64}$/.test(v),
    values: 'a profile name (letters, digits, . _ -)',
  },
  timeout: {
    env: 'BACKOFFICE_TIMEOUT',
    help: 'seconds to wait for an answer when neither --timeout nor BACKOFFICE_TIMEOUT is given',
    check: (v: string) => /^\d+(\.\d+)?$/.test(v) && Number(v) <= 3600,
    values: 'seconds from 0 (no limit) to 3600',
  },
  color: {
    env: 'NO_COLOR',
    help: 'never: no colour even on a terminal (NO_COLOR and FORCE_COLOR still win)',
    check: (v: string) => v === 'auto' || v === 'never',
    values: 'auto or never',
  },
} as const;
export type SettingKey = keyof typeof SETTINGS;
export type Settings = Partial<Record<SettingKey, string>>;

/**
 * Device tokens (docs/security.md, "Sign-in lockout"): by server origin, then account e-mail. They prove this
 * machine signed in to the account before, so an attack on the account does not lock it out; they are no
 * session (no call accepts them), so `logout` keeps them.
 */
export type Devices = Record<string, Record<string, string>>;
/** Accounts remembered per server; past it the oldest is forgotten. */
const DEVICES_PER_SERVER = 20;

export interface ConfigFile {
  profiles: Record<string, Profile>;
  settings?: Settings;
  devices?: Devices;
}

const devicesOf = (raw: unknown): Devices => {
  const out: Devices = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [origin, byEmail] of Object.entries(raw as Record<string, unknown>)) {
    if (!byEmail || typeof byEmail !== 'object') continue;
    const kept = Object.entries(byEmail as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
    );
    if (kept.length) out[origin] = Object.fromEntries(kept);
  }
  return out;
};

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
    const settings: Settings = {};
    if (parsed.settings && typeof parsed.settings === 'object')
      for (const k of Object.keys(SETTINGS) as SettingKey[]) {
        const v = (parsed.settings as Record<string, unknown>)[k];
        if (typeof v === 'string' && SETTINGS[k].check(v)) settings[k] = v;
      }
    const devices = devicesOf(parsed.devices);
    return {
      profiles: parsed.profiles && typeof parsed.profiles === 'object' ? parsed.profiles : {},
      ...(Object.keys(settings).length ? { settings } : {}),
      ...(Object.keys(devices).length ? { devices } : {}),
    };
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

/** The device token this machine holds for `email` (normalised) on the server of `apiUrl`. */
export async function deviceTokenFor(env: Io['env'], apiUrl: string, email: string): Promise<string | undefined> {
  return (await readConfig(env)).devices?.[originOf(apiUrl)]?.[email];
}

/** Keeps the device token a sign-in answered (the newest per server and e-mail; at most 20 e-mails per server). */
export async function saveDeviceToken(env: Io['env'], apiUrl: string, email: string, token: string): Promise<void> {
  const config = await readConfig(env);
  const origin = originOf(apiUrl);
  const devices = (config.devices ??= {});
  const byEmail = { ...devices[origin] };
  delete byEmail[email]; // the newest last
  byEmail[email] = token;
  const emails = Object.keys(byEmail);
  for (const old of emails.slice(0, Math.max(0, emails.length - DEVICES_PER_SERVER))) delete byEmail[old];
  devices[origin] = byEmail;
  await writeConfig(env, config);
}

/** Removes a profile; answers whether it existed. */
export async function removeProfile(env: Io['env'], name: string): Promise<boolean> {
  const config = await readConfig(env);
  if (!config.profiles[name]) return false;
  delete config.profiles[name];
  if (Object.keys(config.profiles).length === 0 && !config.settings && !config.devices) await rm(configPath(env), { force: true });
  else await writeConfig(env, config);
  return true;
}

/**
 * The environment with the config settings as defaults: a setting fills its variable only when the
 * variable is unset, so flags and the environment keep winning over `backoffice config set`.
 */
export async function withSettings(env: Io['env']): Promise<Io['env']> {
  let settings: Settings | undefined;
  try {
    settings = (await readConfig(env)).settings;
  } catch {
    return env; // a broken config file is reported by the command that needs it
  }
  if (!settings) return env;
  const out = { ...env };
  if (settings.profile && !out.BACKOFFICE_PROFILE) out.BACKOFFICE_PROFILE = settings.profile;
  if (settings.timeout && !out.BACKOFFICE_TIMEOUT) out.BACKOFFICE_TIMEOUT = settings.timeout;
  if (settings.color === 'never' && out.NO_COLOR === undefined && !out.FORCE_COLOR) out.NO_COLOR = '1';
  return out;
}

export interface SessionOptions {
  profile?: string;
  apiUrl?: string;
  /** Request timeout in seconds (the global --timeout; else BACKOFFICE_TIMEOUT, else 30). */
  timeout?: string | number;
  /** Where `apiUrl` came from when not from --api-url (e.g. the results file of --resume), for messages. */
  apiUrlFrom?: string;
}

export interface Session {
  apiUrl: string;
  token: string | undefined;
  profile: string;
  source: 'env' | 'profile' | 'none';
  email?: string;
  /** Set when the profile holds a token, but for another server than `apiUrl`: that token is not used. */
  otherOrigin?: { profileApiUrl: string; via: string; matchingProfile?: string };
}

/** scheme://host:port of an API URL; a usage error (exit 2) when it is not an absolute http(s) URL. */
export function originOf(apiUrl: string): string {
  let u: URL;
  try {
    u = new URL(apiUrl);
  } catch {
    throw usageError(`The API URL "${apiUrl}" is not a URL: pass an absolute http(s) URL, e.g. ${DEFAULT_API_URL}.`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw usageError(`The API URL "${apiUrl}" must use http or https, e.g. ${DEFAULT_API_URL}.`);
  return u.origin;
}

/** Same scheme, host and port (a stored token is sent only to the origin it was issued for). */
export const sameOrigin = (a: string, b: string) => {
  try {
    return originOf(a) === originOf(b);
  } catch {
    return false;
  }
};

/**
 * BACKOFFICE_TOKEN / BACKOFFICE_API_URL win over the stored profile; --api-url wins over both. A stored
 * token goes only to the origin (scheme, host, port) it was issued for: asked for another server, the
 * session has no token and `otherOrigin` says why (requireSession turns that into exit 4).
 */
export async function resolveSession(io: Io, opts: SessionOptions): Promise<Session> {
  const profileName = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const profiles = (await readConfig(io.env)).profiles;
  const stored = profiles[profileName];
  const via = opts.apiUrl ? (opts.apiUrlFrom ?? '--api-url') : io.env.BACKOFFICE_API_URL ? 'BACKOFFICE_API_URL' : undefined;
  const apiUrl = opts.apiUrl || io.env.BACKOFFICE_API_URL || stored?.apiUrl || DEFAULT_API_URL;
  const origin = originOf(apiUrl);
  const envToken = io.env.BACKOFFICE_TOKEN?.trim();
  if (envToken) return { apiUrl, token: envToken, profile: profileName, source: 'env' };
  if (stored?.token && sameOrigin(stored.apiUrl, apiUrl))
    return { apiUrl, token: stored.token, profile: profileName, source: 'profile', ...(stored.email ? { email: stored.email } : {}) };
  if (stored?.token && via) {
    const matchingProfile = Object.keys(profiles).find((n) => profiles[n]?.token && sameOrigin(profiles[n]!.apiUrl, origin));
    return {
      apiUrl,
      token: undefined,
      profile: profileName,
      source: 'none',
      otherOrigin: { profileApiUrl: stored.apiUrl, via, ...(matchingProfile ? { matchingProfile } : {}) },
    };
  }
  return { apiUrl, token: undefined, profile: profileName, source: 'none' };
}

/** Like resolveSession but fails with exit 4 when there is no token (or only one for another server). */
export async function requireSession(io: Io, opts: SessionOptions): Promise<Session & { token: string }> {
  const s = await resolveSession(io, opts);
  if (!s.token && s.otherOrigin) {
    const o = s.otherOrigin;
    const there = originOf(s.apiUrl);
    throw new CliError(
      `Profile "${s.profile}" is signed in to ${originOf(o.profileApiUrl)}, not to ${there} (asked for by ${o.via}). ` +
        `A profile's token is only sent to the server it was issued by. ` +
        (o.matchingProfile
          ? `Profile "${o.matchingProfile}" is signed in to ${there}: pass --profile ${o.matchingProfile}, or run`
          : 'Sign in there first: run') +
        ` \`backoffice login --api-url ${s.apiUrl}${profileFlag(s.profile)}\` (add --profile NAME to keep both sessions), or set BACKOFFICE_TOKEN.`,
      EXIT.auth,
    );
  }
  if (!s.token)
    throw new CliError(
      `Not signed in (profile "${s.profile}"). Run \`backoffice login${profileFlag(s.profile)}\` or set BACKOFFICE_TOKEN.`,
      EXIT.auth,
    );
  return s as Session & { token: string };
}
