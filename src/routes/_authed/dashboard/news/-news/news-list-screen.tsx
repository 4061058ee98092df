import { Link } from '@tanstack/react-router';
import { FramedPage } from '../../../../-framed-page';
import { NewsImage } from './news-image';
import * as styles from './news.css';
import { WithNews } from './with-news';

const NO_NEWS = 'No news yet. Check back soon.';

/** Spec 2.10: the news list, one card per item leading to its post. */
export function NewsListScreen() {
  return (
    <FramedPage title="News">
      <WithNews>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.notice}>{NO_NEWS}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.slug} className={styles.card}>
                  <NewsImage imagePath={item.imagePath} className={styles.image} />
                  <div className={styles.cardText}>
                    <h2 className={styles.cardTitle}>
                      <Link to="/dashboard/news/$slug" params={{ slug: item.slug }} className={styles.cardLink}>
                        {item.title}
                      </Link>
                    </h2>
                    {item.text[0] && <p className={styles.excerpt}>{item.text[0]}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </WithNews>
    </FramedPage>
  );
}
