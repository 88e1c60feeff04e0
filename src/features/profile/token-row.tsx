import { css } from 'styled-system/css';
import type { ApiToken } from '../../api/contract/access.js';
import { useT } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { facts, row, rowMain, rowTitle } from './section-styles.js';
import { TimeText } from './time-text.js';

const scopeList = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: '0', m: '0' });
const prefix = css({ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '13px', color: 'fg.muted' });

interface Props {
  token: ApiToken;
  now: number;
  onRevoke(token: ApiToken): void;
}

/** One API token: name, state, scopes, its first characters, created, expiry, last use; Revoke while it works. */
export function TokenRow({ token: k, now, onRevoke }: Props) {
  const t = useT();
  const expired = !k.revokedAt && k.expiresAt !== null && Date.parse(k.expiresAt) <= now;
  const live = !k.revokedAt && !expired;
  return (
    <li className={row} data-part="token-row" data-token-id={k.id} data-revoked={k.revokedAt ? true : undefined}>
      <div className={rowMain}>
        <p className={rowTitle}>
          <span data-part="token-name">{k.name}</span>
          <span className={prefix}>{k.prefix}…</span>
          {k.revokedAt && <Badge tone="danger">{t('profile.tokens.revoked')}</Badge>}
          {expired && <Badge tone="danger">{t('profile.tokens.expired')}</Badge>}
        </p>
        <dl className={facts}>
          <dt>{t('profile.tokens.scopes')}</dt>
          <dd>
            <ul className={scopeList}>
              {k.scopes.map((s) => (
                <li key={s}>
                  <Badge tone="accent">{s}</Badge>
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('profile.tokens.created')}</dt>
          <dd>
            <TimeText at={k.createdAt} now={now} relative={false} />
          </dd>
          <dt>{t('profile.tokens.expires')}</dt>
          <dd>
            {k.expiresAt ? (
              <TimeText at={k.expiresAt} now={now} relative={false} />
            ) : (
              <Badge tone="warning" data-part="never-expires">
                {t('profile.tokens.neverWarning')}
              </Badge>
            )}
          </dd>
          <dt>{t('profile.tokens.lastUsed')}</dt>
          <dd>
            {k.lastUsedAt ? (
              k.lastUsedAddress ? (
                <>
                  <TimeText at={k.lastUsedAt} now={Math.max(now, Date.parse(k.lastUsedAt))} /> · {k.lastUsedAddress}
                </>
              ) : (
                <TimeText at={k.lastUsedAt} now={Math.max(now, Date.parse(k.lastUsedAt))} />
              )
            ) : (
              t('profile.tokens.notUsed')
            )}
          </dd>
        </dl>
      </div>
      {live && (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('profile.tokens.revokeLabel', { name: k.name })}
          data-part="token-revoke"
          onClick={() => onRevoke(k)}
        >
          {t('profile.tokens.revoke')}
        </Button>
      )}
    </li>
  );
}
