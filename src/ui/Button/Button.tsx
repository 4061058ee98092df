import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { srOnly } from '../theme/global.css';
import * as styles from './Button.css';

type ButtonVariant = 'primary' | 'text' | 'outline';

/** A button's classes, also for links that look like one. Full width by default except text (docs/ui.md). */
export function buttonClass(variant: ButtonVariant = 'primary', fullWidth = variant !== 'text'): string {
  return fullWidth ? `${styles.variant[variant]} ${styles.fullWidth}` : styles.variant[variant];
}

interface ButtonProps {
  variant?: ButtonVariant;
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  children: ReactNode;
  'aria-label'?: string;
  /** Defaults to true for primary and outline (docs/ui.md: full-width actions), false for text. */
  fullWidth?: boolean;
}

/**
 * While `loading` the button stays enabled on purpose: the machine ignores a second press, and
 * disabling would drop focus and hide the busy state from keyboard users.
 */
export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  type = 'button',
  onClick,
  children,
  'aria-label': ariaLabel,
  fullWidth,
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, fullWidth)}
      disabled={disabled}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <>
          <Spinner size={22} />
          <span className={srOnly}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
