import { useCallback, useMemo, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Member } from '../../api/contract/member.js';
import { NOTIFICATION_TARGETS } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { BellIcon } from '../../ui/icons.js';
import { RadioGroup } from '../../ui/radio-group.js';
import { TextField, fieldHelper, fieldLabel, fieldRoot } from '../../ui/text-field.js';
import { canSend, type ComposerField, type ComposerState } from './form-state.js';
import { MessageField } from './message-field.js';
import { CountryPicker, UserPicker } from './pickers.js';
import { TruncationWarnings } from './truncation-warnings.js';

interface Props {
  state: ComposerState;
  /** Stable updaters (functional state updates), so the memoised pickers skip keystrokes. */
  onPatch(p: Partial<ComposerState>): void;
  onTarget(target: ComposerState['target']): void;
  members: readonly Member[];
  audience: number | null;
  /** Members loaded so far while the full list (limit 100 per page) is fetched; null once done. */
  loading: { loaded: number; total: number } | null;
  sending: boolean;
  onSubmit(): void;
  /** Server errors per field, shown under the field. */
  errors?: Partial<Record<ComposerField, string>>;
  fieldRef?: (key: ComposerField) => (el: HTMLElement | null) => void;
}

/** Title, message, fixed SYSTEM type, target radios, user and country pickers, audience and send. */
export function ComposerForm({ state, onPatch, onTarget, members, audience, loading, sending, onSubmit, errors = {}, fieldRef }: Props) {
  const t = useT();
  const onUser = useCallback((memberId: number | null) => onPatch({ memberId }), [onPatch]);
  const onCountry = useCallback((country: ComposerState['country']) => onPatch({ country }), [onPatch]);
  const targets = useMemo(() => NOTIFICATION_TARGETS.map((v) => ({ value: v, label: t(`notifications.targets.${v}`) })), [t]);
  const single = state.target === 'SINGLE';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSend(state, sending)) onSubmit();
  };
  return (
    <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-part="composer">
      <TextField name="title" ref={fieldRef?.('title')} label={t('notifications.form.title')} placeholder={t('notifications.form.titlePlaceholder')} value={state.title} onChange={(e) => onPatch({ title: e.target.value })} errorText={errors.title} />
      <MessageField ref={fieldRef?.('message')} label={t('notifications.form.message')} placeholder={t('notifications.form.messagePlaceholder')} value={state.message} onChange={(message) => onPatch({ message })} errorText={errors.message} />
      <TruncationWarnings title={state.title} message={state.message} />
      {/* The type is fixed (SYSTEM): said as information, a term and its value, not as a greyed-out field. */}
      <dl className={fieldRoot} data-part="type" data-value="SYSTEM">
        <dt className={fieldLabel}>{t('notifications.form.type')}</dt>
        <dd className={css({ display: 'flex', alignItems: 'center', columnGap: '2', rowGap: '1', flexWrap: 'wrap' })}>
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
      <UserPicker members={members} value={state.memberId} onChange={onUser} disabled={!single} errorText={errors.recipient} inputRef={fieldRef?.('recipient')} />
      {loading && (
        <p role="status" className={css({ fontSize: '12px', color: 'fg.muted', mt: '-2' })}>
          {t('notifications.form.loadingUsers', loading)}
        </p>
      )}
      <CountryPicker value={state.country} onChange={onCountry} disabled={single} errorText={errors.country} />
      <p aria-live="polite" data-part="audience" data-count={audience ?? ''} className={css({ fontSize: '14px', fontWeight: 'medium' })}>
        {audience == null ? t('notifications.audience.counting') : t('notifications.audience.count', { count: audience })}
      </p>
      <div>
        <Button type="submit" loading={sending} disabled={!canSend(state, sending)} data-part="send">
          {sending ? t('notifications.form.sending') : t('notifications.form.send')}
        </Button>
      </div>
    </form>
  );
}
