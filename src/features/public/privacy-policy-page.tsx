import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { PRIVACY_SECTIONS, paragraphKeys } from './content.js';
import { PublicLayout } from './public-layout.js';

const toc = css({ my: '6', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' });
const tocList = css({
  listStyle: 'none',
  p: '0',
  display: 'grid',
  gap: '1',
  mt: '2',
  '& a': { color: 'accent.text', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '6' },
});
const section = css({ mt: '8', scrollMarginTop: '4', '& p': { mt: '2', lineHeight: '1.7' } });

const anchor = (id: string) => `privacy-${id}`;

/** /privacy-policy: effective date, table of contents and 13 sections rendered as text nodes. */
export function PrivacyPolicyPage() {
  const t = useT();
  const jump = (id: string) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    // In a shadow root, fragment links do not reach the target: scroll to it ourselves.
    const root = e.currentTarget.getRootNode() as Document | ShadowRoot;
    const target = root.getElementById?.(anchor(id));
    if (target) {
      e.preventDefault();
      // A script's smooth scroll ignores the stylesheet's reduced-motion rule: ask the media query (WCAG 2.3.3).
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
      (target.querySelector('h2') as HTMLElement | null)?.focus({ preventScroll: true });
    }
  };
  return (
    <PublicLayout languageSwitch>
      <article>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{t('public.privacy.title')}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })} data-testid="effective-date">
          {t('public.privacy.effectiveDateLabel')}: <time dateTime="2025-08-19">{t('public.privacy.effectiveDate')}</time>
        </p>
        <p className={css({ mt: '4', lineHeight: '1.7' })}>{t('public.privacy.intro')}</p>
        <nav className={toc} aria-labelledby="privacy-toc">
          <h2 id="privacy-toc" className={css({ fontWeight: 'semibold' })}>
            {t('public.privacy.tocTitle')}
          </h2>
          <ol className={tocList}>
            {PRIVACY_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${anchor(s.id)}`} onClick={jump(s.id)}>
                  {t(`public.privacy.sections.${s.id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {PRIVACY_SECTIONS.map((s) => (
          <section key={s.id} id={anchor(s.id)} className={section} aria-labelledby={`${anchor(s.id)}-h`}>
            <h2 id={`${anchor(s.id)}-h`} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
              {t(`public.privacy.sections.${s.id}.title`)}
            </h2>
            {paragraphKeys(s).map((k) => (
              <p key={k}>{t(k)}</p>
            ))}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
