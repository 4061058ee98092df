import type { TopPost } from '../../../../../contracts/profile';
import { countOf, formatPostDate, imageProxySrc } from './format';
import * as styles from './post-list.css';
import * as sectionStyles from './section.css';

// Fixed size so the list does not shift while lazy images arrive.
const POST_IMAGE_SIZE = 64;

interface PostListProps {
  title: string;
  posts: TopPost[];
  /** What `count` counts, singular: 'like' or 'comment'. */
  unit: 'like' | 'comment';
  /** The zone the posts are dated in (`analysisTimeZone`). */
  timeZone: string;
}

/** Spec 2.7 post lists (most liked, most commented). */
export function PostList({ title, posts, unit, timeZone }: PostListProps) {
  return (
    <section aria-label={title} className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>{title}</h2>
      {posts.length === 0 ? (
        <p className={sectionStyles.muted}>No posts analysed yet.</p>
      ) : (
        <ul className={sectionStyles.plainList}>
          {posts.map((post, index) => (
            // A post has no id; its place in the ranking is stable for one document.
            <li key={index} className={styles.post}>
              <img
                className={styles.image}
                src={imageProxySrc(post.postPicUrl)}
                alt={`Post by ${post.user}`}
                width={POST_IMAGE_SIZE}
                height={POST_IMAGE_SIZE}
                loading="lazy"
              />
              <div className={styles.facts}>
                <span className={styles.count}>{countOf(post.count, unit)}</span>
                <time className={sectionStyles.muted} dateTime={post.date}>
                  {formatPostDate(post.date, timeZone)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
