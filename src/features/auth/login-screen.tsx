import { useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import { AUTH_MESSAGES } from '../../api/contract/constants.js';
import { safeReturnPath } from '../../shared/return-path.js';
import { useT } from '../../i18n/index.js';
import { translateError, useErrorHandler } from '../../connected/error-handler.js';
import { useFieldErrors, type FieldMap } from '../../connected/field-errors.js';
import { useHost } from '../../state/host.js';
import { sessionExpiredAtom } from '../../state/session.js';
import { useSession } from '../../state/use-session.js';
import { Button } from '../../ui/button.js';
import { Card, bleedOnPhone, pageOnPhone } from '../../ui/card.js';
import { Link, linkStyle } from '../../connected/link.js';
import { PasswordField } from '../../ui/password-field.js';
import { TextField, formStack } from '../../ui/text-field.js';
import { Logo } from '../../ui/logo.js';
import { FormError } from '../../ui/form-error.js';
import { deepActiveElement } from '../../ui/focus.js';
import { ResetRequestDialog } from '../../connected/reset-request-dialog.js';
import { PublicLanguageSwitch } from '../../connected/language-switch.js';

export interface LoginScreenProps {
  /** Inline sign-in state of an embedded panel: no full-page layout, no navigation after sign-in. */
  inline?: boolean;
}

// The card hangs from a fixed height of the page rather than being centred: an error said in it (a refused password)
// makes it longer downwards, and nothing above it, the field being typed in included, moves.
const pageOuter = css({
  minH: '100dvh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  bg: 'bg.canvas',
  p: '4',
  pt: 'clamp(1rem, 14dvh, 8rem)',
});
const inlineOuter = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', p: '4' });
// A link standing on its own line is not in a sentence: it gets a 24 px tall target (WCAG 2.5.8).
const ownLine = css({ display: 'inline-flex', alignItems: 'center', minH: '6' });
/** A server error about the e-mail or the password (e.g. not an e-mail address) goes next to that field. */
const loginField: FieldMap<'email' | 'password'> = (field) => (field === 'email' || field === 'password' ? field : null);

/** Admin sign-in (spec section 2, Login); also the inline sign-in state of embedded panels. */
export function LoginScreen({ inline = false }: LoginScreenProps) {
  const t = useT();
  const expired = useAtomValue(sessionExpiredAtom);
  const { signIn } = useSession();
  const { navigate, emit } = useHost();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fields = useFieldErrors<'email' | 'password'>(loginField);
  // Why the last attempt failed (refused, locked, server down): in the form until the next attempt, never a toast
  // that times out. The error itself is kept, so its text follows a change of language.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const handleError = useErrorHandler(
    useMemo(() => ({ claim: (error: unknown) => fields.claim(error) || (setFailure({ error }), true) }), [fields]),
  );
  const [submitting, setSubmitting] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const titleId = useId();
  // The sign-in page's one task: it opens with the e-mail field focused (after a sign-out, a changed password
  // or a first visit), unless the admin is already somewhere else on the page. Not an embedded panel's.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!inline && !deepActiveElement()) form.current?.querySelector<HTMLInputElement>('input[name=email]')?.focus();
  }, [inline]);
  const Outer = inline ? 'section' : 'main';
  const Heading = inline ? 'h2' : 'h1';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    fields.clear();
    setFailure(null);
    // An empty field is said next to it, the focus on the first (or an alert when it has the focus already).
    const missing = [
      ...(email.trim() ? [] : [['email', 'auth.login.required'] as const]),
      ...(password ? [] : [['password', 'auth.login.required'] as const]),
    ];
    if (fields.markInvalid(missing)) return;
    setSubmitting(true);
    try {
      await signIn(email.trim().toLowerCase(), password);
      emit('admin-session-changed', { authenticated: true });
      // Back to the page that asked for sign-in (same-origin paths only), else home.
      if (!inline) navigate(safeReturnPath(new URLSearchParams(location.search).get('next')) ?? '/home');
    } catch (error) {
      handleError(error);
      if ((error as Error)?.message === AUTH_MESSAGES.missingPermissions) navigate('/unauthorized');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Outer
      aria-labelledby={inline ? titleId : undefined}
      data-part={inline ? 'inline-login' : undefined}
      part={inline ? 'login' : undefined}
      className={inline ? inlineOuter : cx(pageOuter, pageOnPhone)}
    >
      <Card
        className={cx(
          css({ w: 'full', maxW: '24rem', p: '8', display: 'flex', flexDirection: 'column', gap: '6' }),
          !inline && bleedOnPhone,
        )}
        data-part="sign-in-card"
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
          <Logo size={36} />
          <Heading id={titleId} className={css({ fontSize: '20px', fontWeight: 'semibold', letterSpacing: '-0.01em' })}>
            {t('auth.login.title')}
          </Heading>
          <p className={css({ color: 'fg.muted' })}>{inline && expired ? t('auth.login.expired') : t('auth.login.subtitle')}</p>
        </div>
        {/* The forms' one field rhythm (formStack, design round 13); an error grows its field downwards. */}
        <form ref={form} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column' })}>
          <div className={formStack} data-part="fields">
            <TextField
              label={t('auth.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              placeholder={t('auth.login.emailPlaceholder')}
              value={email}
              ref={fields.ref('email')}
              onChange={(e) => {
                fields.clear('email');
                setEmail(e.target.value);
              }}
              errorText={fields.errors.email}
              required
            />
            <PasswordField
              label={t('auth.login.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              ref={fields.ref('password')}
              onChange={(e) => {
                fields.clear('password');
                setPassword(e.target.value);
              }}
              errorText={fields.errors.password}
              required
            />
          </div>
          <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '2' })}>
            <button type="button" className={cx(linkStyle, ownLine)} onClick={() => setResetOpen(true)}>
              {t('auth.login.forgotPassword')}
            </button>
          </div>
          {failure && (
            <div className={css({ mt: '2' })}>
              <FormError>{translateError(t, failure.error)}</FormError>
            </div>
          )}
          <Button type="submit" fullWidth loading={submitting} className={css({ mt: '4' })}>
            {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </form>
        <p className={css({ fontSize: '13px', textAlign: 'center', display: 'flex', justifyContent: 'center', gap: '4' })}>
          <Link to="/privacy-policy" className={ownLine}>
            {t('auth.login.privacyPolicy')}
          </Link>
          {/* Help before signing in (round 10: the sign-in page led nowhere but the privacy policy). */}
          {!inline && (
            <Link to="/support" className={ownLine} data-part="support-link">
              {t('auth.login.support')}
            </Link>
          )}
        </p>
        {/* The language of the page before anyone signs in (round 10): the public pages' switch. */}
        {!inline && (
          <div className={css({ display: 'flex', justifyContent: 'center' })} data-part="login-language">
            <PublicLanguageSwitch />
          </div>
        )}
      </Card>
      <ResetRequestDialog open={resetOpen} onOpenChange={setResetOpen} />
    </Outer>
  );
}
