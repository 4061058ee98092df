import { srOnly } from '../theme/global.css';
import * as styles from './Spinner.css';

interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; without it the spinner is decorative (the caller labels the wait). */
  label?: string;
}

/** Ring in `currentColor`, so it takes the colour of whatever hosts it (button text, page text). */
export function Spinner({ size = 24, label }: SpinnerProps) {
  return (
    <span className={styles.root} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      <svg
        className={styles.svg}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span className={srOnly}>{label}</span>}
    </span>
  );
}
