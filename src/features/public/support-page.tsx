import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { ContactSection } from './contact-section.js';
import { FaqAccordion } from './faq-accordion.js';
import { PublicLayout } from './public-layout.js';

/** /support: FAQ accordion, contact section and an IT/EN switch. */
export function SupportPage() {
  const t = useT();
  return (
    <PublicLayout languageSwitch>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{t('public.support.title')}</h1>
      <p className={css({ mt: '2', mb: '8', color: 'fg.muted' })}>{t('public.support.subtitle')}</p>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>{t('public.support.faqTitle')}</h2>
      <FaqAccordion />
      <ContactSection />
    </PublicLayout>
  );
}
