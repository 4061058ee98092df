import type { Article, ArticleTopic } from '../../../../../content/articles/types';
import { FramedPage } from '../../../-framed-page';
import * as styles from './library.css';
import { ToAllArticles } from './to-all-articles';

/** An article (spec 2.9): title, optional overview, numbered sections, optional conclusion. */
export function ArticleScreen({ topic, article }: { topic: ArticleTopic; article: Article }) {
  return (
    <FramedPage title={topic.title} backTo={`/dashboard/articles/${topic.slug}`}>
      <h2 className={styles.articleTitle}>{article.title}</h2>
      {article.overview && <p className={styles.intro}>{article.overview}</p>}
      <ol className={styles.numberedList} aria-label="Sections">
        {article.sections.map((section, index) => (
          <li key={section.heading} className={styles.numberedItem}>
            <h3 className={styles.itemTitle}>
              <span className={styles.number}>{index + 1}</span>
              {section.heading}
            </h3>
            <p className={styles.body}>{section.description}</p>
            <ul className={styles.details}>
              {section.details.map((detail) => (
                <li key={detail.tip} className={styles.body}>
                  <strong>{detail.tip}:</strong> {detail.description}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {article.conclusion && <p className={styles.body}>{article.conclusion}</p>}
      <ToAllArticles />
    </FramedPage>
  );
}
