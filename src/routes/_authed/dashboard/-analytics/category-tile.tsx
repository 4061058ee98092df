import { Link } from '@tanstack/react-router';
import { audienceSlug } from '../../../../../content/audience-lists';
import { UNLOCK_TEXT } from '../../../../../content/instagram-connection';
import type { AudienceCategoryKey, ProfileCategory } from '../../../../../contracts/profile';
import * as styles from './category-tile.css';
import * as sectionStyles from './section.css';
import { formatTotal } from './format';

/** Stands in for a total that is still being computed (spec 2.7). */
function CountingClock() {
  return (
    <svg
      className={styles.clock}
      viewBox="0 0 24 24"
      role="img"
      aria-label="Still counting"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <circle cx={12} cy={12} r={10} />
      <line className={styles.slowHand} x1={12} y1={12} x2={12} y2={8} />
      <line className={styles.hand} x1={12} y1={12} x2={16} y2={12} />
    </svg>
  );
}

/** What the tile shows under its label: what would unlock it, the clock while counting, or the total. */
function TileValue({ category }: { category: ProfileCategory }) {
  if (category.unlock) return <p className={styles.unlock}>{UNLOCK_TEXT[category.unlock]}</p>;
  if (category.totalValue === null) return <CountingClock />;
  return <strong className={styles.total}>{formatTotal(category.totalValue)}</strong>;
}

interface Tile {
  label: string;
  category: ProfileCategory;
  /** An audience category: once counted, the whole tile opens its list. */
  list?: AudienceCategoryKey;
}

function CategoryTile({ label, category, list }: Tile) {
  const content = (
    <>
      <h3 className={styles.label}>{label}</h3>
      <TileValue category={category} />
    </>
  );
  const counted = !category.unlock && category.totalValue !== null;
  return (
    <li className={styles.tile}>
      {list && counted ? (
        <Link
          to="/dashboard/analytics/audience/$category"
          params={{ category: audienceSlug(list) }}
          className={styles.tileLink}
        >
          {content}
        </Link>
      ) : (
        content
      )}
    </li>
  );
}

/** A titled grid of category tiles (Likes & Comments, Audience), with a line on how they are counted. */
export function CategoryTiles({ title, tiles, note }: { title: string; tiles: Tile[]; note?: string }) {
  return (
    <section aria-label={title} className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{title}</h2>
      <ul className={styles.grid}>
        {tiles.map((tile) => (
          <CategoryTile key={tile.label} {...tile} />
        ))}
      </ul>
      {note && <p className={sectionStyles.muted}>{note}</p>}
    </section>
  );
}
