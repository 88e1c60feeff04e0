import { useCallback, useMemo, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { NOTIFICATION_TARGETS } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { BellIcon } from '../../ui/icons.js';
import { RadioGroup } from '../../ui/radio-group.js';
import { Spinner } from '../../ui/spinner.js';
import { TextField, formStack, fieldHelper, fieldLabel } from '../../ui/text-field.js';
import { canSend, canSendTest, type ComposerField, type ComposerState } from './form-state.js';
import { MessageField } from './message-field.js';
import { CountryPicker, ListPicker, UserPicker } from './pickers.js';
import { defaultSendAt } from './schedule.js';
import { ScheduleField } from './schedule-field.js';
import { TruncationWarnings } from './truncation-warnings.js';

interface Props {
  state: ComposerState;
  /** Stable updaters (functional state updates), so the memoised pickers skip keystrokes. */
  onPatch(p: Partial<ComposerState>): void;
  onTarget(target: ComposerState['target']): void;
  /** How many members the send reaches (the server's count); null while it is counted. */
  audience: number | null;
  sending: boolean;
  onSubmit(): void;
  /** "Send a test to me" is on its way. */
  testing: boolean;
  onSendTest(): void;
  /** Server errors per field, shown under the field. */
  errors?: Partial<Record<ComposerField, string>>;
  fieldRef?: (key: ComposerField) => (el: HTMLElement | null) => void;
}

/** Title, message, fixed SYSTEM type, target radios, user and country pickers, audience and send. */
export function ComposerForm({ state, onPatch, onTarget, audience, sending, onSubmit, testing, onSendTest, errors = {}, fieldRef }: Props) {
  const t = useT();
  const onUser = useCallback((memberId: number | null) => onPatch({ memberId }), [onPatch]);
  const onList = useCallback((list: ComposerState['list']) => onPatch({ list }), [onPatch]);
  const onCountry = useCallback((country: ComposerState['country']) => onPatch({ country }), [onPatch]);
  const onSendAt = useCallback((sendAt: string) => onPatch({ sendAt }), [onPatch]);
  const targets = useMemo(() => NOTIFICATION_TARGETS.map((v) => ({ value: v, label: t(`notifications.targets.${v}`) })), [t]);
  const whens = useMemo(
    () => [
      { value: 'now', label: t('notifications.form.whenNow') },
      { value: 'later', label: t('notifications.form.whenLater') },
    ],
    [t],
  );
  const single = state.target === 'SINGLE';
  const listed = state.target === 'LIST';
  const later = state.when === 'later';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSend(state, sending)) onSubmit();
  };
  const label = later
    ? sending
      ? t('notifications.form.scheduling')
      : t('notifications.form.schedule')
    : sending
      ? t('notifications.form.sending')
      : t('notifications.form.send');
  // noValidate: the schedule's min and max are hints for the picker; what is out of range is said next to the
  // field in the page's language (composerProblems), not by the browser's bubble.
  return (
    <form onSubmit={submit} noValidate className={formStack} data-part="composer">
      <TextField
        name="title"
        ref={fieldRef?.('title')}
        label={t('notifications.form.title')}
        placeholder={t('notifications.form.titlePlaceholder')}
        value={state.title}
        onChange={(e) => onPatch({ title: e.target.value })}
        errorText={errors.title}
        required
      />
      <MessageField
        ref={fieldRef?.('message')}
        label={t('notifications.form.message')}
        placeholder={t('notifications.form.messagePlaceholder')}
        value={state.message}
        onChange={(message) => onPatch({ message })}
        errorText={errors.message}
      />
      <TruncationWarnings title={state.title} message={state.message} />
      {/* The type is fixed (SYSTEM): said as information, a term and its value, not as a greyed-out field. */}
      {/* One line, its label beside its value (round 12: ~60 px, four lines at 320, for a choice there is not). */}
      <dl
        className={css({ display: 'flex', alignItems: 'first baseline', columnGap: '3', rowGap: '1', flexWrap: 'wrap' })}
        data-part="type"
        data-value="SYSTEM"
      >
        <dt className={fieldLabel}>{t('notifications.form.type')}</dt>
        <dd
          className={css({
            display: 'flex',
            alignItems: 'center',
            columnGap: '2',
            rowGap: '1',
            flexWrap: 'wrap',
            flex: '1 1 0',
            minW: '0',
          })}
        >
          <Badge tone="accent">
            <BellIcon size={12} />
            {t('notifications.types.SYSTEM')}
          </Badge>
          <span className={fieldHelper}>{t('notifications.form.typeFixed')}</span>
        </dd>
      </dl>
      <RadioGroup
        label={t('notifications.form.target')}
        options={targets}
        value={state.target}
        onValueChange={(v) => onTarget(v as ComposerState['target'])}
      />
      {listed ? (
        <ListPicker value={state.list} onChange={onList} errorText={errors.recipient} inputRef={fieldRef?.('recipient')} />
      ) : (
        <UserPicker
          value={state.memberId}
          onChange={onUser}
          disabled={!single}
          errorText={errors.recipient}
          inputRef={fieldRef?.('recipient')}
        />
      )}
      <CountryPicker
        value={state.country}
        onChange={onCountry}
        disabled={single || listed}
        disabledText={listed ? t('notifications.form.countryDisabledList') : undefined}
        errorText={errors.country}
      />
      <RadioGroup
        label={t('notifications.form.when')}
        options={whens}
        value={state.when}
        // Scheduling starts from tomorrow at 09:00 (or the time chosen before); "now" keeps that time for later.
        onValueChange={(v) => onPatch(v === 'later' ? { when: 'later', sendAt: state.sendAt || defaultSendAt() } : { when: 'now' })}
      />
      {later && <ScheduleField value={state.sendAt} onChange={onSendAt} errorText={errors.sendAt} inputRef={fieldRef?.('sendAt')} />}
      <p aria-live="polite" data-part="audience" data-count={audience ?? ''} className={css({ fontSize: '14px', fontWeight: 'medium' })}>
        {audience == null ? t('notifications.audience.counting') : t('notifications.audience.count', { count: audience })}
      </p>
      {listed && audience != null && audience < state.list.length && (
        <p data-part="audience-fewer" className={css({ fontSize: '13px', color: 'fg.muted', mt: '-2' })}>
          {t('notifications.audience.fewer', { count: state.list.length })}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" loading={sending} data-part="send" data-when={state.when}>
          {label}
        </Button>
        {/* Not disabled while the test is on its way (aria-disabled, the click does nothing): a disabled button
            loses the focus, and the admin who pressed it stays where they were. */}
        <Button
          variant="outline"
          onClick={() => !testing && onSendTest()}
          disabled={!testing && !canSendTest(state, sending)}
          aria-disabled={testing || undefined}
          aria-busy={testing || undefined}
          data-part="send-test"
        >
          {testing && <Spinner />}
          {testing ? t('notifications.form.sendingTest') : t('notifications.form.sendTest')}
        </Button>
      </div>
    </form>
  );
}
