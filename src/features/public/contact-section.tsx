import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';

const card = css({ mt: '10', p: '6', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' });
const list = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '4',
  rowGap: '2',
  alignItems: 'center',
  mt: '4',
  '& dt': { fontWeight: 'semibold' },
});

export function ContactSection() {
  const t = useT();
  const email = t('public.support.email');
  return (
    <section className={card} aria-labelledby="support-contact">
      <h2 id="support-contact" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {t('public.support.contactTitle')}
      </h2>
      <p className={css({ mt: '2' })}>{t('public.support.contactText')}</p>
      <dl className={list}>
        <dt>{t('public.support.emailLabel')}</dt>
        <dd>
          <a
            href={`mailto:${email}`}
            className={css({ color: 'accent.text', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '6' })}
          >
            {email}
          </a>
        </dd>
        <dt>{t('public.support.hoursLabel')}</dt>
        <dd>{t('public.support.hours')}</dd>
      </dl>
    </section>
  );
}
