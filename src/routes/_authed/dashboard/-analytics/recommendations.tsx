import { recommendationLabel } from '../../../../../content/profile-data';
import * as sectionStyles from './section.css';

/** Spec 2.7: cards labelled '1st recommendation' … '10th recommendation' (later ones reuse the 10th). */
export function Recommendations({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Recommendations" className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>Recommendations</h2>
      <ul className={sectionStyles.plainList}>
        {items.map((text, index) => (
          <li key={index} className={sectionStyles.card}>
            <h3 className={sectionStyles.cardTitle}>{recommendationLabel(index)}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
