import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { SentNotification } from '../../api/contract/notification.js';
import { useT } from '../../i18n/index.js';
import { errorCodeOf } from '../../api/errors.js';
import { translateError } from '../../connected/error-handler.js';
import { useFieldErrors } from '../../connected/field-errors.js';
import { useListState, useStatePrefix } from '../../connected/use-list-state.js';
import { Card } from '../../ui/card.js';
import { Page } from '../../ui/page.js';
import { ErrorState } from '../../ui/states.js';
import { Tabs } from '../../ui/tabs.js';
import { CompactPreview } from './compact-preview.js';
import { ComposerForm } from './composer-form.js';
import { ConfirmSendDialog } from './confirm-send-dialog.js';
import { HistoryPanel } from './history-panel.js';
import {
  INITIAL_COMPOSER,
  anotherOf,
  composerDraftAtom,
  recipientsOf,
  canSendTest,
  composerFieldOf,
  draftOf,
  composerProblems,
  fieldsTouchedBy,
  payloadOf,
  testPayloadOf,
  withTarget,
  type ComposerState,
} from './form-state.js';
import { LockScreenPreview } from './lock-screen-preview.js';
import { NotificationSummary, type SendOutcome } from './notification-summary.js';
import { RecipientNames, memberOptions } from './pickers.js';
import { isoWithOffset } from './schedule.js';
import { queryClient } from '../../state/store.js';
import { queryKeys } from '../../state/query-keys.js';
import { useAudience, useMember, useSendNotification, useSendTest } from './use-notifications.js';
import { NOTIFICATIONS_DEFAULTS, tabOf, type NotificationsTab } from './use-history.js';

// Two columns (the form, the two phones beside it) when the screen's own width holds both (a container query:
// the sidebar or an embedding portal decides that width, not the window). Narrower, the phones would sit below
// the form, out of sight while typing: a compact preview stays at the top instead (CompactPreview).
const frame = css({ containerType: 'inline-size' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '4',
  alignItems: 'start',
  '@container (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '6' },
});
const phones = css({
  display: 'none',
  '@container (min-width: 56rem)': { display: 'flex', gap: '4', flexWrap: 'wrap', justifyContent: 'center', position: 'sticky', top: '4' },
});
const compact = css({ '@container (min-width: 56rem)': { display: 'none' } });
// A field scrolled into view (focus, an error) lands below the sticky preview, not under it.
const composerCard = css({
  '@container (width < 56rem)': {
    '& :is(input, textarea, button)': { scrollMarginTop: '13rem', '@media (max-height: 37.5rem)': { scrollMarginTop: '0' } },
  },
});

/**
 * /notifications: two tabs (`?tab=history` in the URL, under the panel's prefix when embedded): the bulk
 * notification composer with live lock-screen previews, and the history of sends.
 */
export function NotificationsScreen() {
  const t = useT();
  const url = useListState(useStatePrefix('n.'), NOTIFICATIONS_DEFAULTS);
  const tab = tabOf(url.state);
  const [state, setState] = useAtom(composerDraftAtom);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<{ state: ComposerState; outcome: SendOutcome } | null>(null);
  const fields = useFieldErrors(composerFieldOf);
  const { clear } = fields;
  const root = useRef<HTMLDivElement>(null);
  const titleField = () => root.current?.querySelector<HTMLInputElement>('input[name=title]');
  // Leaving the summary (send new, close) or taking a sent notification as a draft puts the focus in the
  // composer's first field once it is back.
  const focusTitle = useRef(false);
  useEffect(() => {
    if (sent || tab !== 'compose' || !focusTitle.current) return;
    // The composer's tab panel mounts a frame after the tab changes: wait for its field (a few frames at most).
    let frame = 0;
    let tries = 0;
    const go = () => {
      const field = titleField();
      if (field) {
        focusTitle.current = false;
        field.focus();
      } else if (tries++ < 10) frame = requestAnimationFrame(go);
    };
    go();
    return () => cancelAnimationFrame(frame);
  }, [sent, tab]);
  // "View in the history" on the summary: the summary goes with the composer's tab, the focus to the History tab.
  const focusHistory = useRef(false);
  useEffect(() => {
    if (tab !== 'history' || !focusHistory.current) return;
    focusHistory.current = false;
    root.current?.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus();
  }, [tab]);
  const onPatch = useCallback(
    (p: Partial<ComposerState>) => {
      clear(...fieldsTouchedBy(p));
      setState((s) => ({ ...s, ...p }));
    },
    [clear, setState],
  );
  const onTarget = useCallback(
    (target: ComposerState['target']) => {
      clear(...fieldsTouchedBy({ target }));
      setState((s) => withTarget(s, target));
    },
    [clear, setState],
  );
  // `?to=m12,m13,c3` (the bulk bar of Customers or Business): the composer with those recipients, on its tab, the
  // text typed so far kept; the parameter is then taken out of the URL (a reload does not choose them again).
  const to = url.state.filters['to'] ?? '';
  useEffect(() => {
    if (!to) return;
    const list = recipientsOf(to);
    if (list.length) {
      setSent(null);
      setState((s) => ({ ...s, target: 'LIST', memberId: null, country: null, list }));
    }
    url.setFilters({ to: '', tab: 'compose' });
  }, [to]); // eslint-disable-line react-hooks/exhaustive-deps
  const counted = useAudience(state.target, state.country, state.list);
  const send = useSendNotification(fields);
  const test = useSendTest(fields);
  // SINGLE: the chosen member or nobody; a bulk target: the server's count (one call, whatever the audience).
  const audience =
    state.target === 'SINGLE'
      ? state.memberId == null
        ? 0
        : 1
      : state.target === 'LIST' && !state.list.length
        ? 0
        : (counted.data ?? null);
  const sentTo = useMember(sent?.state.target === 'SINGLE' ? sent.state.memberId : null);

  const setTab = (next: NotificationsTab) => url.setFilters({ tab: next });
  /** The empty history's Compose: the composer's tab, the focus in its first field (the summary of a send gone). */
  const compose = () => {
    focusTitle.current = true;
    setSent(null);
    setTab('compose');
  };
  /** "Use as draft": the composer refilled with a sent notification, on its tab, nothing sent. */
  const takeAsDraft = (n: SentNotification) => {
    focusTitle.current = true;
    setSent(null);
    setState(draftOf(n));
    fields.clear();
    send.reset();
    setTab('compose');
  };

  const doSend = () => {
    const snapshot = state;
    const payload = payloadOf(snapshot);
    send.mutate(payload, {
      onSuccess: (answer) => {
        setConfirming(false);
        setSent({
          state: snapshot,
          outcome: { count: answer.count, id: answer.id ?? null, status: answer.status ?? 'sent', sendAt: payload.sendAt ?? null },
        });
        // Sent: no longer a draft (coming back later shows an empty composer, not a send to repeat by mistake).
        setState(INITIAL_COMPOSER);
      },
      onError: (error) => {
        setConfirming(false);
        // The picker said the recipient was enabled: ask again, so that it marks who is disabled.
        if (errorCodeOf(error) === 'recipient_disabled') void queryClient.invalidateQueries({ queryKey: queryKeys.search.all });
        if (errorCodeOf(error) === 'recipient_disabled' && snapshot.memberId != null)
          void queryClient.invalidateQueries({ queryKey: queryKeys.members.one(snapshot.memberId) });
      },
    });
  };
  const onSubmit = () => {
    // Empty title or message, a time to schedule that is past or too far: said next to the field (focus on the
    // first), no confirmation, no call.
    if (fields.markInvalid(composerProblems(state))) return;
    if (state.target !== 'SINGLE' && (audience == null || audience > 1)) setConfirming(true);
    else doSend();
  };
  /** "Send a test to me": what is in the composer now, to the admin only; no confirmation (nobody else gets it). */
  const onSendTest = () => {
    if (!canSendTest(state, send.isPending || test.isPending)) return;
    fields.clear('title', 'message');
    test.mutate(testPayloadOf(state));
  };
  const summaryHeading = () => root.current?.querySelector<HTMLElement>('[data-part=summary] h2');
  const userName = sentTo.data ? (memberOptions([sentTo.data])[0]?.label ?? null) : null;

  const composer = (
    <>
      {sent ? (
        <NotificationSummary
          sent={sent.state}
          outcome={sent.outcome}
          userName={userName}
          onViewHistory={() => {
            focusHistory.current = true;
            setTab('history');
          }}
          onSendNew={() => {
            // "Send another": the text stays as the draft, the recipients and time are chosen again.
            focusTitle.current = true;
            setState(anotherOf(sent.state));
            setSent(null);
            fields.clear();
            send.reset();
          }}
          onClose={() => {
            // The composer again with what was sent: a variant, a correction.
            focusTitle.current = true;
            setState(sent.state);
            setSent(null);
            fields.clear();
            send.reset();
          }}
        />
      ) : (
        <div className={layout}>
          <CompactPreview title={state.title} message={state.message} className={compact} />
          <Card className={composerCard}>
            {/* The audience could not be counted: said, with a retry (the send itself counts again). */}
            {counted.isError && state.target !== 'SINGLE' && (
              <ErrorState description={translateError(t, counted.error)} onRetry={() => void counted.refetch()} />
            )}
            <ComposerForm
              state={state}
              onPatch={onPatch}
              onTarget={onTarget}
              audience={audience}
              sending={send.isPending}
              onSubmit={onSubmit}
              testing={test.isPending}
              onSendTest={onSendTest}
              errors={fields.errors}
              fieldRef={fields.ref}
            />
          </Card>
          <section aria-label={t('notifications.preview.title')} className={phones}>
            <LockScreenPreview platform="ios" title={state.title} message={state.message} />
            <LockScreenPreview platform="android" title={state.title} message={state.message} />
          </section>
        </div>
      )}
      <ConfirmSendDialog
        open={confirming}
        count={audience}
        title={state.title}
        recipients={
          state.target === 'LIST' ? (
            <RecipientNames list={state.list} max={3} />
          ) : (
            [t(`notifications.targets.${state.target}`), state.country ? t(`notifications.countries.${state.country}`) : null]
              .filter(Boolean)
              .join(' · ')
          )
        }
        sendAt={state.when === 'later' ? isoWithOffset(state.sendAt) : null}
        sending={send.isPending}
        onConfirm={doSend}
        onCancel={() => setConfirming(false)}
        returnFocus={summaryHeading}
      />
    </>
  );

  return (
    <Page
      name="notifications"
      title={t('notifications.title')}
      description={t('notifications.description')}
      rootRef={root}
      className={frame}
    >
      <Tabs
        label={t('notifications.tabs.label')}
        value={tab}
        onValueChange={(v) => setTab(v === 'history' ? 'history' : 'compose')}
        items={[
          { value: 'compose', label: t('notifications.tabs.compose'), content: composer },
          {
            value: 'history',
            label: t('notifications.tabs.history'),
            content: <HistoryPanel list={url} onUseAsDraft={takeAsDraft} draftFocus={titleField} onCompose={compose} />,
          },
        ]}
      />
    </Page>
  );
}
