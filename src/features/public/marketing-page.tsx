import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Link } from '../../connected/link.js';
import { PublicLayout } from './public-layout.js';

const notice = css({ mt: '6', p: '6', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' });
// Links on their own (not in a sentence): 24 px tall targets (WCAG 2.5.8).
const links = css({
  mt: '6',
  display: 'flex',
  gap: '6',
  flexWrap: 'wrap',
  '& a': { color: 'accent.text', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '6' },
});

/** /marketing: marketing features are not active. */
export function MarketingPage() {
  const t = useT();
  return (
    <PublicLayout languageSwitch>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{t('public.marketing.title')}</h1>
      <section className={notice} role="status" aria-labelledby="marketing-status">
        <h2 id="marketing-status" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {t('public.marketing.notActiveTitle')}
        </h2>
        <p className={css({ mt: '2', lineHeight: '1.7' })}>{t('public.marketing.notActiveText')}</p>
        <p className={css({ mt: '2', lineHeight: '1.7' })}>{t('public.marketing.futureText')}</p>
      </section>
      <div className={links}>
        <Link to="/privacy-policy">{t('public.marketing.privacyLink')}</Link>
        <Link to="/support">{t('public.marketing.supportLink')}</Link>
      </div>
    </PublicLayout>
  );
}
