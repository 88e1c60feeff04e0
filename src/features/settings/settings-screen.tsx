import { useState } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';
import { Page } from '../../ui/page.js';
import { ChangePasswordDialog } from '../../connected/change-password-dialog.js';
import { ModePicker, ThemePicker } from './appearance-pickers.js';
import { LanguagePicker } from './language-picker.js';
import { SettingsFooter } from './settings-footer.js';
import { ShortcutsSetting } from './shortcuts-setting.js';

/** /settings: language, theme, mode, change password, footer. */
export function SettingsScreen() {
  const t = useT();
  const [changing, setChanging] = useState(false);
  return (
    <Page name="settings" width="narrow" title={t('settings.title')} description={t('settings.description')}>
      <Card>
        <LanguagePicker />
      </Card>
      <Card className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <ThemePicker />
        <ModePicker />
      </Card>
      <ShortcutsSetting />
      <Card className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap' })}>
        <div>
          <h2 className={css({ fontSize: '15px', fontWeight: 'semibold' })}>{t('settings.security.title')}</h2>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{t('settings.security.description')}</p>
        </div>
        <Button variant="outline" onClick={() => setChanging(true)}>
          {t('settings.security.changePassword')}
        </Button>
      </Card>
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
      <SettingsFooter />
    </Page>
  );
}
