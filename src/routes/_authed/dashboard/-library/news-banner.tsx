import { Link } from '@tanstack/react-router';
import { NewsIllustration } from '../../../../ui/illustrations/NewsIllustration';
import * as styles from './library.css';

/** The topic page's banner to the news list (spec 2.9). */
export function NewsBanner() {
  return (
    <Link to="/dashboard/news" className={styles.newsBanner}>
      <NewsIllustration size={56} />
      <span className={styles.newsBannerText}>
        <span className={styles.newsBannerTitle}>Instagram news</span>
        <span>The latest changes to Instagram and what they mean for you.</span>
      </span>
    </Link>
  );
}
