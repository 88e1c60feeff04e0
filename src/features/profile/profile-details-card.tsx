import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { MemberInfo } from '../../api/contract/auth.js';
import { useT } from '../../i18n/index.js';
import { Avatar, displayName } from '../../ui/avatar.js';
import { Card } from '../../ui/card.js';

const FIELDS = ['email', 'username', 'firstName', 'lastName'] as const;

const list = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' }, gap: { base: '1', sm: '3 6' }, mt: '4' });
const term = css({ color: 'fg.muted', fontWeight: 'medium' });
const value = css({ color: 'fg.default', wordBreak: 'break-word', mb: { base: '3', sm: '0' } });
const cardTitle = css({ fontSize: '16px', fontWeight: 'semibold' });
/** The card's buttons, inside it under a rule, the first one the main action. */
export const cardFooter = css({
  display: 'flex',
  gap: '3',
  flexWrap: 'wrap',
  mt: '5',
  pt: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.default',
});

/**
 * Read-only card: the avatar and the card's title, then email, username, first and last name (a dash when empty);
 * its buttons in its footer. The name is not said above the rows that say it (round 13: "Ada Rossi", then First name
 * Ada, Last name Rossi).
 */
export function ProfileDetailsCard({ member, footer }: { member: MemberInfo | null | undefined; footer?: ReactNode }) {
  const t = useT();
  return (
    <Card data-part="profile-card">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Avatar name={displayName(member) || member?.username || member?.email} size="lg" />
        <h2 className={cardTitle}>{t('profile.detailsTitle')}</h2>
      </div>
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
      {footer && (
        <div className={cardFooter} data-part="card-footer">
          {footer}
        </div>
      )}
    </Card>
  );
}

/**
 * The account's security: the password and what changing it does (the session ends). The API tells no last
 * sign-in or password change time, so none is shown rather than one made up.
 */
export function ProfileSecurityCard({ footer }: { footer: ReactNode }) {
  const t = useT();
  return (
    <Card data-part="security-card">
      <h2 className={cardTitle}>{t('profile.security.title')}</h2>
      <p className={css({ mt: '2', color: 'fg.muted' })}>{t('profile.security.description')}</p>
      <div className={cardFooter} data-part="card-footer">
        {footer}
      </div>
    </Card>
  );
}
