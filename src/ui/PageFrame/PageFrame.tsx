import type { ReactNode } from 'react';
import * as styles from './PageFrame.css';

// The caller builds the back control from these, because the router Link lives in src/routes.
export { backButtonClass } from './PageFrame.css';
export { ArrowLeftIcon } from '../icons/ArrowLeftIcon';

export interface PageFrameProps {
  /** The page's one h1: centred in the top bar, or heading the body when `headerTitle` is given. */
  title: string;
  /**
   * For a title the top bar cannot hold in two lines at 360 px: what the bar shows instead, a short
   * title or '' for none. `title` then heads the body.
   */
  headerTitle?: string;
  /** Left slot of the top bar, e.g. `<Link className={backButtonClass} aria-label="Back">`. */
  back?: ReactNode;
  children: ReactNode;
  footer?: boolean;
}

/** Shared frame of spec 2.3: back control, centred title, content, legal footer. */
export function PageFrame({ title, headerTitle, back, children, footer = true }: PageFrameProps) {
  const titleInBody = headerTitle !== undefined;
  return (
    <div className={styles.frame}>
      {/* data-page-frame-header: the end-to-end tests measure the title in it (test/e2e/accessibility.ts). */}
      <header className={styles.topBar} data-page-frame-header>
        {back}
        {titleInBody ? (
          headerTitle && <p className={styles.title}>{headerTitle}</p>
        ) : (
          <h1 className={styles.title}>{title}</h1>
        )}
      </header>
      <main className={styles.content}>
        {titleInBody && <h1 className={styles.bodyTitle}>{title}</h1>}
        {children}
      </main>
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
