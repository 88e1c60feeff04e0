import { useId, useState } from 'react';
import type { ApiToken } from '../../api/contract/access.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { cardStyle } from '../../ui/card.js';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.js';
import { useNow } from '../../ui/use-now.js';
import { CreateTokenDialog } from './create-token-dialog.js';
import { RevokeTokenDialog } from './revoke-token-dialog.js';
import { rows, sectionHead, sectionIntro, sectionText, sectionTitle } from './section-styles.js';
import { TokenRow } from './token-row.js';
import { useRevokeToken, useTokens } from './use-tokens.js';

const HEADING = 'profile-tokens-title';

/** Profile › API tokens (administrators): the list, "Create token", Revoke with its confirmation. */
export function TokensCard({ owner }: { owner: boolean }) {
  const t = useT();
  const now = useNow();
  const descId = useId();
  const tokens = useTokens(true);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useRevokeToken(() => setRevoking(null));
  const list = tokens.data ?? [];
  return (
    <section className={cardStyle} data-part="tokens-card" aria-labelledby={HEADING} aria-describedby={descId}>
      <div className={sectionHead}>
        <div className={sectionIntro}>
          <h2 id={HEADING} tabIndex={-1} className={sectionTitle}>
            {t('profile.tokens.title')}
          </h2>
          <p id={descId} className={sectionText}>
            {t('profile.tokens.description')}
          </p>
        </div>
        <Button onClick={() => setCreating(true)} data-part="create-token">
          {t('profile.tokens.create')}
        </Button>
      </div>
      {tokens.isError && !tokens.data ? (
        <ErrorState title={t('profile.tokens.loadError')} onRetry={() => void tokens.refetch()} />
      ) : !tokens.data ? (
        <LoadingState />
      ) : list.length === 0 ? (
        <EmptyState title={t('profile.tokens.empty')} description={t('profile.tokens.emptyDescription')} />
      ) : (
        <ul className={rows}>
          {list.map((k) => (
            <TokenRow key={k.id} token={k} now={now} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <CreateTokenDialog open={creating} onOpenChange={setCreating} owner={owner} />
      <RevokeTokenDialog
        token={revoking}
        onClose={() => setRevoking(null)}
        pending={revoke.isPending}
        onConfirm={(k) => revoke.mutate(k)}
        returnFocus={(root) => root.querySelector<HTMLElement>(`#${HEADING}`)}
      />
    </section>
  );
}
