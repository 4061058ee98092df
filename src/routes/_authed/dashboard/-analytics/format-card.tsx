import { FORMAT_CARD_COPY as COPY, formatName, formatVerdict, ratioText } from '../../../../../content/post-formats';
import type { FormatFigures } from '../../../../../contracts/profile';
import { formatAverage, formatTotal } from './format';
import * as styles from './format-card.css';
import * as sectionStyles from './section.css';

/**
 * Which format works best for the account: the engine's comparison of each format's
 * median likes + comments against all posts', in words with the posts behind it, then every
 * format's row. Nothing on a document analysed before formats were compared.
 */
export function FormatCard({ formats }: { formats: FormatFigures[] | undefined }) {
  if (!formats) return null;
  const { headline, basis } = formatVerdict(formats);
  return (
    <section aria-label={COPY.title} className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{COPY.title}</h2>
      <div className={sectionStyles.card}>
        <p className={styles.headline}>{headline}</p>
        {basis && <p className={sectionStyles.muted}>{basis}</p>}
        {formats.length > 0 && (
          <>
            <table className={styles.table} aria-label={COPY.tableName}>
              <thead>
                <tr>
                  <th scope="col">{COPY.format}</th>
                  <th scope="col">{COPY.posts}</th>
                  <th scope="col">{COPY.median}</th>
                  <th scope="col">{COPY.ratio}</th>
                </tr>
              </thead>
              <tbody>
                {formats.map((figures) => (
                  <tr key={figures.format}>
                    <th scope="row">{formatName(figures.format)}</th>
                    <td>{formatTotal(figures.posts)}</td>
                    <td>{formatAverage(figures.medianInteractions)}</td>
                    <td>{ratioText(figures.ratio)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={sectionStyles.muted}>{COPY.note}</p>
          </>
        )}
      </div>
    </section>
  );
}
