import { Spinner } from '../Spinner/Spinner';
import * as styles from './FullScreenLoader.css';

interface FullScreenLoaderProps {
  label?: string;
}

/** Covers the page while a whole screen waits (the login link, spec 2.2). */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-label={label ? undefined : 'Loading'}>
      <Spinner size={40} />
      {label && <p className={styles.label}>{label}</p>}
    </div>
  );
}
