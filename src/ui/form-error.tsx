import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

// A border as well as a tint: the box stays visible in forced colours, where backgrounds are replaced.
const errorBox = css({
  p: '3',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'danger.default',
  bg: 'danger.subtle',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const errorHeading = css({ fontWeight: 'semibold', color: 'danger.text' });

/**
 * Why a form's last attempt failed, inside the form (WCAG 2.2.1, 3.3.1): an alert, read once as it appears, that
 * stays until the next attempt; never a toast that times out. `title` names it ("Error") where the sentence alone
 * would not say it is one (left out on the sign-in form: "Invalid email or password" is one line, design round 13),
 * `children` says what, `action` what to do about it (a link or button: ask for a new link).
 */
export function FormError({ title, children, action }: { title?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" data-part="form-error" className={errorBox}>
      {title && <p className={errorHeading}>{title}</p>}
      <p>{children}</p>
      {action && <p className={css({ mt: '1' })}>{action}</p>}
    </div>
  );
}
