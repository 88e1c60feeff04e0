import { useLang, useT, type Lang } from '../../i18n/index.js';
import { ChoiceCards, type Choice } from './choice-cards.js';

/** Italiano / English cards; setLang stores preferredLanguage (localStorage + cookie, 1 year, path /). */
export function LanguagePicker() {
  const t = useT();
  const [, setLang, chosen] = useLang();
  const choices: Choice<Lang>[] = [
    { value: 'it', label: t('settings.language.it'), hint: t('settings.language.itHint'), lang: 'it' },
    { value: 'en', label: t('settings.language.en'), hint: t('settings.language.enHint'), lang: 'en' },
  ];
  return (
    <ChoiceCards
      name="language"
      title={t('settings.language.title')}
      description={t('settings.language.description')}
      value={chosen}
      choices={choices}
      onChange={setLang}
    />
  );
}
