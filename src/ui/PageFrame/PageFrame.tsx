import type { ReactNode } from 'react';
import * as styles from './PageFrame.css';

// The caller builds the back control from these, because the router Link lives in src/routes.
export { backButtonClass } from './PageFrame.css';
export { ArrowLeftIcon } from '../icons/ArrowLeftIcon';

interface PageFrameProps {
  title: string;
  /** Left slot of the top bar, e.g. `<Link className={backButtonClass} aria-label="Back">`. */
  back?: ReactNode;
  children: ReactNode;
  footer?: boolean;
}

/** Shared frame of spec 2.3: back control, centred title, content, legal footer. */
export function PageFrame({ title, back, children, footer = true }: PageFrameProps) {
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        {back}
        <h1 className={styles.title}>{title}</h1>
      </header>
      <main className={styles.content}>{children}</main>
      {footer && (
        <footer className={styles.footer}>
          <p>Profile Analyzer</p>
          {/* Plain anchors: legal pages open in a new tab (spec 2.1), so no router needed. */}
          <nav className={styles.footerLinks} aria-label="Legal">
            <a className={styles.footerLink} href="/terms-of-use" target="_blank" rel="noopener noreferrer">
              Terms of Service
            </a>
            <a className={styles.footerLink} href="/privacy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </a>
          </nav>
        </footer>
      )}
    </div>
  );
}
