import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import type { AdminAccount } from '../../api/contract/access.js';
import { useErrorText } from '../../connected/error-handler.js';
import { useT } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { cx } from '../../ui/cx.js';
import { breakableAddress } from '../../ui/detail-list.js';
import { Dialog } from '../../ui/dialog.js';
import { FormError } from '../../ui/form-error.js';
import { TextField } from '../../ui/text-field.js';
import { useToast } from '../../ui/toast.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { useGrantAdmin, useMemberSearch } from './use-team.js';

const list = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1', maxH: '16rem', overflowY: 'auto', p: '0.5' });
// The action under the name and e-mail (issue 39, keyboard trial): beside them it squeezed both at 390 and 320 px.
const row = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1.5', py: '1' });
// Long names and addresses wrap between words, or at an address's `@` and `.`; mid-word only when nothing else fits.
const who = css({ display: 'flex', flexDirection: 'column', minW: '0', maxW: 'full', overflowWrap: 'break-word' });
const muted = css({ color: 'fg.muted', fontSize: '13px', overflowWrap: 'break-word' });
// The search's live line takes no room (no second gap under the field) while it has nothing to say.
const liveOut = css({ _empty: { position: 'absolute' } });
// The button names the member: a long name wraps in it (between words) instead of running past the dialog.
const grantBtn = css({
  '&:is(button)': { whiteSpace: 'normal', h: 'auto', minH: '8', py: '1', textAlign: 'start', maxW: 'full', overflowWrap: 'break-word' },
});

/**
 * Add administrator: finds a member by name or email (GET /search, the command palette's search) and makes the
 * chosen one an administrator. Each found member is a button naming them; a refusal is said in the dialog.
 */
export function AddAdminDialog({ open, onClose, admins }: { open: boolean; onClose(): void; admins: readonly AdminAccount[] }) {
  const t = useT();
  const toast = useToast();
  const errorText = useErrorText();
  const [q, setQ] = useState('');
  const text = useDebounced(q, 250);
  const found = useMemberSearch(text);
  const grant = useGrantAdmin();
  // The member chosen, asked about before the grant (round-3 trial: one Enter gave the rights at once).
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus on the search at once, whatever renders first (keyboard trial round 4: typed letters were lost).
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (chosen) cancelRef.current?.focus();
  }, [chosen]);
  const close = () => {
    setQ('');
    setChosen(null);
    grant.reset();
    onClose();
  };
  const back = () => {
    setChosen(null);
    grant.reset();
  };
  const isAdmin = new Set(admins.map((a) => a.id));
  // Arrows between the search and the found members' buttons (round 5: Tab through each was the only way):
  // Down from the search to the first, Up and Down along them, Up from the first back to the search.
  const resultsRef = useRef<HTMLUListElement>(null);
  const resultsId = useId();
  const onArrows = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...(resultsRef.current?.querySelectorAll<HTMLButtonElement>('[data-part=grant-admin]') ?? [])];
    if (!buttons.length) return;
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    const next = e.key === 'ArrowDown' ? buttons[Math.min(at + 1, buttons.length - 1)] : at <= 0 ? searchRef.current : buttons[at - 1];
    if (!next) return;
    e.preventDefault();
    next.focus();
    if (next !== searchRef.current) next.scrollIntoView({ block: 'nearest' });
  };
  const members = found.data ?? [];
  const ready = text.trim().length >= 2 && found.isSuccess;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !grant.isPending && close()}
      title={t('team.add.title')}
      // The confirm step asks its question in place of the search's explanation (round 6: both were shown).
      description={chosen ? t('team.add.confirm', { name: chosen.name }) : t('team.add.text')}
      initialFocus={() => searchRef.current}
      anchor="top"
    >
      {chosen ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-part="confirm-grant-panel">
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', justifyContent: 'flex-end' })}>
            <Button ref={cancelRef} variant="outline" onClick={back} disabled={grant.isPending} data-part="cancel-grant">
              {t('common.cancel')}
            </Button>
            <Button
              loading={grant.isPending}
              data-part="confirm-grant"
              onClick={() =>
                grant.mutate(
                  { memberId: chosen.id, name: chosen.name },
                  {
                    onSuccess: () => {
                      toast.success(t('common.success'), t('team.toast.granted', { name: chosen.name }));
                      close();
                    },
                  },
                )
              }
            >
              {t('team.add.confirmButton')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <TextField
            ref={searchRef}
            label={t('team.add.search')}
            placeholder={t('team.add.placeholder')}
            // The hint says what is missing, and only while it is (issue 39/38, item 4).
            helperText={q.trim().length < 2 ? t('team.add.hint') : undefined}
            type="search"
            autoComplete="off"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={onArrows}
            aria-controls={members.length > 0 ? resultsId : undefined}
            data-part="add-admin-search"
          />
          <div aria-live="polite" className={cx(muted, liveOut)}>
            {ready && members.length === 0 ? t('team.add.none') : null}
          </div>
          {members.length > 0 && (
            <ul ref={resultsRef} id={resultsId} className={list} data-part="add-admin-results" onKeyDown={onArrows}>
              {members.map((m) => (
                <li key={m.id} className={row}>
                  <span className={who} data-part="add-admin-who">
                    <span className={css({ fontWeight: 'medium' })}>{m.name}</span>
                    <span className={muted}>{breakableAddress(m.email)}</span>
                  </span>
                  {isAdmin.has(m.id) ? (
                    <span className={muted}>{t('team.add.already')}</span>
                  ) : !m.enabled ? (
                    // A disabled member is said so, and enabled from Customers first.
                    <span className={muted} data-part="add-admin-disabled">
                      <Badge tone="neutral">{t('team.add.disabled')}</Badge> {t('team.add.enableFirst')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      className={grantBtn}
                      data-part="grant-admin"
                      onClick={() => setChosen({ id: m.id, name: m.name })}
                    >
                      {t('team.add.grant', { name: m.name })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {grant.error ? <FormError title={t('common.error')}>{errorText(grant.error)}</FormError> : null}
    </Dialog>
  );
}
