import { useId } from 'react';
import { followersText, GROWTH_COPY as COPY, signedChange, tableDate } from '../../../../../content/growth';
import type { GrowthRow } from '../../../../../domain/growth-series';
import * as styles from './growth.css';

/** Every figure of the chart as a table, newest first; its box scrolls (by keyboard too) within the card. */
export function GrowthTable({ rows, caption }: { rows: readonly GrowthRow[]; caption: string }) {
  const captionId = useId();
  return (
    // A box that scrolls must take the focus, or a keyboard could not scroll it (nothing in it is focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableBox} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {COPY.dateColumn}
            </th>
            <th scope="col" className={styles.headCell}>
              {COPY.followersColumn}
            </th>
            <th scope="col" className={styles.headCell}>
              {COPY.changeColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr key={row.date}>
              <th scope="row" className={styles.cell}>
                {tableDate(row.date)}
              </th>
              <td className={styles.cell}>{followersText(row.followers)}</td>
              <td className={styles.cell}>{row.change === null ? COPY.noChange : signedChange(row.change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
