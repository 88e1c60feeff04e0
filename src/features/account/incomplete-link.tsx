import { forwardRef } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import { Link } from '../../connected/link.js';

/** Shown when the link lacks the e-mail or the token; a submit moves the focus to it (tabIndex -1). */
export const IncompleteLink = forwardRef<HTMLDivElement>(function IncompleteLink(_props, ref) {
  const t = useT();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-part="incomplete-link"
      className={css({ p: '4', borderRadius: 'l2', bg: 'danger.subtle', color: 'danger.text' })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{t('account.incompleteLinkTitle')}</p>
      <p className={css({ mt: '1', color: 'fg.default' })}>{t('account.incompleteLink')}</p>
      <p className={css({ mt: '3' })}>
        <Link to="/login">{t('account.goToLogin')}</Link>
      </p>
    </div>
  );
});
