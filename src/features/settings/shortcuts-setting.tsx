import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { useShortcuts } from '../../state/shortcuts.js';
import { Card } from '../../ui/card.js';
import { Switch } from '../../ui/switch.js';

/** Single-key shortcuts on or off (WCAG 2.1.4: a character-key shortcut can be turned off). */
export function ShortcutsSetting() {
  const t = useT();
  const [on, setOn] = useShortcuts();
  return (
    <Card
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' })}
      data-part="shortcuts"
    >
      <div className={css({ flex: '1 1 18rem' })}>
        <h2 className={css({ fontSize: '15px', fontWeight: 'semibold' })}>{t('settings.shortcuts.title')}</h2>
        <p className={css({ color: 'fg.muted', mt: '1' })}>{t('settings.shortcuts.description')}</p>
      </div>
      <Switch label={t('settings.shortcuts.toggle')} checked={on} onCheckedChange={setOn} />
    </Card>
  );
}
