import { css } from 'styled-system/css';
import type { MemberInfo } from '../../api/contract/auth.js';
import { useT } from '../../i18n/index.js';
import { Card } from '../../ui/card.js';

const FIELDS = ['email', 'username', 'firstName', 'lastName'] as const;

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' }, gap: { base: '1', sm: '3 6' }, mt: '4' });
const term = css({ color: 'fg.muted', fontWeight: 'medium' });
const value = css({ color: 'fg.default', wordBreak: 'break-word', mb: { base: '3', sm: '0' } });

/** Read-only card: email, username, first and last name; a dash when empty. */
export function ProfileDetailsCard({ member }: { member: MemberInfo | null | undefined }) {
  const t = useT();
  return (
    <Card>
      <h2 className={css({ fontSize: '16px', fontWeight: 'semibold' })}>{t('profile.detailsTitle')}</h2>
      <dl className={list}>
        {FIELDS.map((f) => {
          const v = member?.[f]?.trim();
          return (
            <div key={f} className={css({ display: 'contents' })}>
              <dt className={term}>{t(`profile.${f}`)}</dt>
              <dd className={value} data-field={f}>
                {v ? v : <span aria-label={t('profile.emptyLabel')}>{t('profile.empty')}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
