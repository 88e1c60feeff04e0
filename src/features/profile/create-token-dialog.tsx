import { useEffect, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { CreatedApiToken } from '../../api/contract/access.js';
import { useFieldErrors } from '../../connected/field-errors.js';
import { useT } from '../../i18n/index.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Select } from '../../ui/select.js';
import { fieldError, formStack } from '../../ui/text-field.js';
import { TextField } from '../../ui/text-field.js';
import { ScopeFields } from './scope-fields.js';
import {
  emptyTokenForm,
  TOKEN_EXPIRIES,
  tokenFieldOf,
  tokenFormProblems,
  tokenPayload,
  type TokenExpiry,
  type TokenField,
} from './token-form.js';
import { TokenValue } from './token-value.js';
import { useCreateToken } from './use-tokens.js';

const neverNote = css({ fontSize: '13px', color: 'warning.text', bg: 'warning.subtle', p: '2', borderRadius: 'l2', mt: '1.5' });

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Owners may choose a token that never expires. */
  owner: boolean;
}

/** "Create API token": name, scopes, expiry; then the value, this once, with Copy. Closing gives the focus back to Create. */
export function CreateTokenDialog({ open, onOpenChange, owner }: Props) {
  const t = useT();
  const [form, setForm] = useState(emptyTokenForm);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const fields = useFieldErrors<TokenField>(tokenFieldOf);
  const mutation = useCreateToken(fields, setCreated);
  useEffect(() => {
    if (!open) return;
    setForm(emptyTokenForm());
    setCreated(null);
    fields.clear();
    // Reset when the dialog opens only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    fields.clear();
    if (fields.markInvalid(tokenFormProblems(form))) return;
    mutation.mutate(tokenPayload(form));
  };
  const expiries = [
    ...TOKEN_EXPIRIES.map((d) => ({ value: d, label: t('profile.tokens.form.days', { days: d }) })),
    ...(owner ? [{ value: 'never', label: t('profile.tokens.form.never') }] : []),
  ];
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={created ? t('profile.tokens.value.title') : t('profile.tokens.form.title')}
      description={created ? created.name : t('profile.tokens.form.description')}
      footer={
        created ? (
          <Button onClick={close}>{t('profile.tokens.value.done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {t('profile.tokens.form.cancel')}
            </Button>
            <Button type="submit" form="create-token-form" loading={mutation.isPending}>
              {mutation.isPending ? t('profile.tokens.form.creating') : t('profile.tokens.form.submit')}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <TokenValue value={created.token} />
      ) : (
        <form id="create-token-form" noValidate onSubmit={submit} className={formStack}>
          <TextField
            id="token-name"
            ref={fields.ref('name')}
            label={t('profile.tokens.form.name')}
            value={form.name}
            maxLength={100}
            autoComplete="off"
            errorText={fields.errors.name}
            onChange={(e) => {
              fields.clear('name');
              const name = e.currentTarget.value;
              setForm((f) => ({ ...f, name }));
            }}
          />
          <ScopeFields
            value={form.scopes}
            errorText={fields.errors.scopes}
            firstRef={fields.ref('scopes')}
            onChange={(scopes) => {
              fields.clear('scopes');
              setForm((f) => ({ ...f, scopes }));
            }}
          />
          <div data-part="token-expiry">
            <Select
              label={t('profile.tokens.form.expiry')}
              options={expiries}
              value={form.expiry}
              onValueChange={(v) => {
                fields.clear('expiry');
                setForm((f) => ({ ...f, expiry: v as TokenExpiry }));
              }}
            />
            {form.expiry === 'never' && (
              <p className={neverNote} data-part="never-warning">
                {t('profile.tokens.form.neverWarning')}
              </p>
            )}
            {fields.errors.expiry && (
              <p className={fieldError} role="alert">
                {fields.errors.expiry}
              </p>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
