import { POSTS_LIST_COPY as COPY } from '../../../../../content/posts-list';
import { FORMAT_LABELS } from '../../../../../content/post-formats';
import type { AnalysedPostView } from '../../../../../contracts/profile';
import { engagementOf } from '../../../../../domain/post-order';
import { formatPostDate, formatTotal, imageProxySrc } from '../-analytics/format';
import * as styles from './posts-list.css';

// Fixed size, so rows keep their height while lazy images arrive.
const POST_IMAGE_SIZE = 64;

/** A figure of the post; a hidden one says so, never 0. */
function Figure({ name, value }: { name: string; value: number | null }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureName}>{name}</dt>
      <dd className={styles.figureValue}>{value === null ? COPY.hidden : formatTotal(value)}</dd>
    </div>
  );
}

/**
 * One analysed post: its picture (through the image proxy), date (in `timeZone`, the analysis's),
 * format, likes, comments and both together.
 */
export function PostRow({ post, timeZone }: { post: AnalysedPostView; timeZone: string }) {
  const date = formatPostDate(post.takenAt, timeZone);
  return (
    <li className={styles.post}>
      <img
        className={styles.image}
        src={imageProxySrc(post.picUrl)}
        alt={`${COPY.imageAlt}, ${date}`}
        width={POST_IMAGE_SIZE}
        height={POST_IMAGE_SIZE}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.facts}>
        <p className={styles.when}>
          <time dateTime={post.takenAt}>{date}</time>
          {post.format && ` · ${FORMAT_LABELS[post.format]}`}
        </p>
        <dl className={styles.figures}>
          <Figure name={COPY.likes} value={post.likes} />
          <Figure name={COPY.comments} value={post.comments} />
          <Figure name={COPY.engagement} value={engagementOf(post)} />
        </dl>
      </div>
    </li>
  );
}
