import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useTheme, type Mode, type ThemeName } from '../../state/theme.js';
import { ChoiceCards, type Choice } from './choice-cards.js';

const swatch = (colors: [string, string]) => (
  <span
    aria-hidden="true"
    className={css({
      display: 'inline-flex',
      w: '8',
      h: '8',
      borderRadius: 'full',
      overflow: 'hidden',
      flexShrink: 0,
      borderWidth: '1px',
      borderColor: 'border.default',
    })}
  >
    <span style={{ background: colors[0], width: '50%' }} />
    <span style={{ background: colors[1], width: '50%' }} />
  </span>
);

/** Theme (Default, Ocean) picker. */
export function ThemePicker() {
  const t = useT();
  const { theme, setTheme } = useTheme();
  const choices: Choice<ThemeName>[] = [
    {
      value: 'default',
      label: t('settings.theme.default'),
      hint: t('settings.theme.defaultHint'),
      preview: swatch(['#4f46e5', '#818cf8']),
    },
    { value: 'ocean', label: t('settings.theme.ocean'), hint: t('settings.theme.oceanHint'), preview: swatch(['#0e7490', '#22d3ee']) },
  ];
  return (
    <ChoiceCards
      name="theme"
      title={t('settings.theme.title')}
      description={t('settings.theme.description')}
      value={theme}
      choices={choices}
      onChange={setTheme}
    />
  );
}

/** Mode (light, dark, system) picker. */
export function ModePicker() {
  const t = useT();
  const { mode, setMode } = useTheme();
  const choices: Choice<Mode>[] = (['light', 'dark', 'system'] as const).map((m) => ({ value: m, label: t(`settings.mode.${m}`) }));
  return (
    <ChoiceCards
      name="mode"
      title={t('settings.mode.title')}
      description={t('settings.mode.description')}
      value={mode}
      choices={choices}
      onChange={setMode}
    />
  );
}
