import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cva, type RecipeVariantProps } from 'styled-system/css';
import { cx } from './cx.js';
import { Spinner } from './spinner.js';

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'medium',
    borderRadius: 'l2',
    border: '1px solid transparent',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transition: 'background 120ms, border-color 120ms, color 120ms, box-shadow 120ms',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { _enabled: { bg: 'accent.emphasized' } } },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.control',
        boxShadow: '0 1px 2px rgba(16,24,40,0.05)',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { _enabled: { bg: 'bg.subtle' } } },
      // A secondary action inside content (a card's "Show as table", a summary's "View in the history"): filled
      // softly so it reads as a button at rest, beside the underlined links that navigate (design round 12: ghost
      // buttons there read as bare text).
      soft: { bg: 'bg.subtle', color: 'fg.default', _hover: { _enabled: { bg: 'bg.muted' } } },
      danger: { bg: 'danger.default', color: 'danger.fg', _hover: { _enabled: { bg: 'danger.emphasized' } } },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: '13px' },
      md: { h: '9', px: '4', fontSize: '14px' },
      lg: { h: '11', px: '5', fontSize: '15px' },
      icon: { h: '9', w: '9', p: '0' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariantProps<typeof buttonRecipe>>;
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'solid' | 'outline' | 'ghost' | 'soft' | 'danger';
  size?: 'sm' | 'md' | 'lg' | 'icon';
  fullWidth?: boolean;
  /**
   * Shows a spinner and makes the button do nothing (a second submit is ignored). Not `disabled`: the button keeps
   * the focus and its place in the Tab order (aria-disabled, WCAG 2.4.3, 3.3.2).
   */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading, disabled, className, children, type = 'button', onClick, 'aria-disabled': ariaDisabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={loading || ariaDisabled || undefined}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      className={cx(buttonRecipe({ variant, size, fullWidth }), className)}
      part={!variant || variant === 'solid' ? 'button button-primary' : variant === 'danger' ? 'button button-danger' : 'button'}
      {...rest}
      onClick={(e) => {
        // Busy: no second call, and no submit of its form (a click, or Enter in a field, which clicks it).
        if (loading) return e.preventDefault();
        onClick?.(e);
      }}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
});
