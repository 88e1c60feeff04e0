import { Command } from 'commander';
import { examples, runAction } from '../../lib/command.js';
import { readConfig, SETTINGS, writeConfig, type SettingKey } from '../../lib/config.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { safe, writeLine, writeNote } from '../../lib/output.js';

const KEYS = Object.keys(SETTINGS) as SettingKey[];

function keyOf(key: string): SettingKey {
  if (!(KEYS as string[]).includes(key)) throw usageError(`Unknown setting "${safe(key)}": the settings are ${KEYS.join(', ')}.`);
  return key as SettingKey;
}

/** `config get KEY`: the stored value (empty line and exit 1 when unset). */
export async function get(key: string, io: Io): Promise<number> {
  const k = keyOf(key);
  const v = (await readConfig(io.env)).settings?.[k];
  if (v === undefined) {
    writeNote(io, `${k} is not set (${SETTINGS[k].help}).`);
    return EXIT.error;
  }
  writeLine(io.stdout, v);
  return EXIT.ok;
}

/** `config set KEY VALUE` (`config set KEY ''` unsets it). */
export async function set(key: string, value: string, io: Io): Promise<number> {
  const k = keyOf(key);
  const config = await readConfig(io.env);
  const settings = { ...config.settings };
  if (value === '') delete settings[k];
  else {
    if (!SETTINGS[k].check(value)) throw usageError(`${k} takes ${SETTINGS[k].values}, got "${safe(value)}".`);
    const known = Object.keys(config.profiles).sort();
    if (k === 'profile' && !known.includes(value))
      throw usageError(
        `No stored profile "${safe(value)}": ${known.length ? `the profiles are ${known.map((n) => `"${safe(n)}"`).join(', ')}` : 'there are no stored profiles'}. ` +
          `Sign it in first (\`backoffice login --profile ${safe(value)}\`), then set it.`,
      );
    settings[k] = value;
  }
  const path = await writeConfig(io.env, { profiles: config.profiles, ...(Object.keys(settings).length ? { settings } : {}) });
  writeNote(io, value === '' ? `Unset ${k} in ${path}.` : `Set ${k}=${value} in ${path}.`);
  return EXIT.ok;
}

/** `config list`: every setting, `key=value` (unset ones empty), or one JSON object. */
export async function list(opts: { json?: boolean }, io: Io): Promise<number> {
  const settings = (await readConfig(io.env)).settings ?? {};
  if (opts.json) writeLine(io.stdout, JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, settings[k] ?? null]))));
  else for (const k of KEYS) writeLine(io.stdout, `${k}=${settings[k] ?? ''}`);
  return EXIT.ok;
}

export function configCommand(): Command {
  const settingsHelp = `\nSettings (flags and environment variables win over them; stored in ${'$'}BACKOFFICE_CONFIG_DIR/config.json):\n${KEYS.map((k) => `  ${k.padEnd(9)} ${SETTINGS[k].values}: ${SETTINGS[k].help}`).join('\n')}\n`;
  return new Command('config')
    .description('Read and change the settings of backoffice (default profile, timeout, colour)')
    .addCommand(
      new Command('get')
        .description('Print the value of one setting')
        .argument('<key>', KEYS.join(' | '))
        .addHelpText('after', examples(['backoffice config get timeout']))
        .action((key: string) => runAction((io) => get(key, io))),
    )
    .addCommand(
      new Command('set')
        .description("Change one setting ('' unsets it)")
        .argument('<key>', KEYS.join(' | '))
        .argument('<value>', 'the new value')
        .addHelpText(
          'after',
          examples([
            'backoffice config set profile staging',
            'backoffice config set timeout 60',
            'backoffice config set color never',
            "backoffice config set timeout ''",
          ]),
        )
        .action((key: string, value: string) => runAction((io) => set(key, value, io))),
    )
    .addCommand(
      new Command('list')
        .description('Print every setting as key=value')
        .option('--json', 'one JSON object')
        .addHelpText('after', examples(['backoffice config list', 'backoffice config list --json']))
        .action((opts: { json?: boolean }) => runAction((io) => list(opts, io))),
    )
    .addHelpText('after', settingsHelp + examples(['backoffice config set profile staging', 'backoffice config list']));
}
