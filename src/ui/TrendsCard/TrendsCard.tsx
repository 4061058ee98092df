import type { ReactNode } from 'react';
import { TrendsIllustration } from '../illustrations/TrendsIllustration';
import * as styles from './TrendsCard.css';

export { trendsLinkClass } from './TrendsCard.css';

interface TrendsCardProps {
  /** The two article Links of spec 2.5, each with `className={trendsLinkClass}`. */
  links: ReactNode;
}

export function TrendsCard({ links }: TrendsCardProps) {
  return (
    <section className={styles.card}>
      <TrendsIllustration size={56} />
      <div className={styles.links}>{links}</div>
    </section>
  );
}
