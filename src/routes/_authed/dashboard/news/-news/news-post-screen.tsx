import { Link, Navigate } from '@tanstack/react-router';
import { FramedPage } from '../../../../-framed-page';
import { NewsImage } from './news-image';
import * as styles from './news.css';
import { WithNews } from './with-news';
import { buttonClass } from '../../../../../ui/Button/Button';

/**
 * Spec 2.10: one news post. Its paragraphs are server text, rendered as React text (never as
 * HTML). A slug the loaded list does not know leads to the list.
 */
export function NewsPostScreen({ slug }: { slug: string }) {
  return (
    <FramedPage title="News" backTo="/dashboard/news">
      <WithNews>
        {(items) => {
          const post = items.find((item) => item.slug === slug);
          if (!post) return <Navigate to="/dashboard/news" replace />;
          return (
            <article className={styles.body}>
              <h2 className={styles.postTitle}>{post.title}</h2>
              <NewsImage imagePath={post.imagePath} className={styles.postImage} />
              {post.text.map((paragraph, index) => (
                <p key={index} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              <Link to="/dashboard/news" className={buttonClass()}>
                To all news
              </Link>
            </article>
          );
        }}
      </WithNews>
    </FramedPage>
  );
}
