import type { ReactNode } from 'react';
import * as styles from './Card.css';

interface CardProps {
  title: string;
  description?: string;
  /** Decorative SVG from `../illustrations`. */
  illustration?: ReactNode;
  /** e.g. 'Instagram PRO' card's '10 lessons' (spec 2.5). */
  badge?: string;
  /** The card's Button or router Link. */
  action: ReactNode;
}

export function Card({ title, description, illustration, badge, action }: CardProps) {
  return (
    <section className={styles.card}>
      <div className={styles.head}>
        {illustration && <div className={styles.illustration}>{illustration}</div>}
        <div className={styles.text}>
          {badge && <span className={styles.badge}>{badge}</span>}
          <h2 className={styles.title}>{title}</h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
      </div>
      {action}
    </section>
  );
}
