import type { LibraryTip } from '../../../../../content/insights';
import * as styles from './library.css';

/**
 * A numbered list of tips, trends or hacks; `action` shows as 'Try this'. `Heading` keeps the
 * outline unbroken: items sit under the page title (h2) or under a list heading (h3).
 */
export function NumberedTips({
  tips,
  label,
  Heading,
}: {
  tips: readonly LibraryTip[];
  label: string;
  Heading: 'h2' | 'h3';
}) {
  return (
    <ol className={styles.numberedList} aria-label={label}>
      {tips.map((tip, index) => (
        <li key={tip.title} className={styles.numberedItem}>
          <Heading className={styles.itemTitle}>
            <span className={styles.number}>{index + 1}</span>
            {tip.title}
          </Heading>
          <p className={styles.body}>{tip.description}</p>
          {tip.action && (
            <p className={styles.action}>
              <strong>Try this:</strong> {tip.action}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
