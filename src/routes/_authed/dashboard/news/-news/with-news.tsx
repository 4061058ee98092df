import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { news, newsList, newsStatus, type NewsItem } from '../../../../../app/news';
import { Button } from '../../../../../ui/Button/Button';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import * as styles from './news.css';

const NEWS_FAILED = "We couldn't load the news. Check your connection and try again.";

/**
 * What both news screens share (their routes start the fetch): a loader while it runs and,
 * instead of a blank page after a failure, a message with 'Try again' (spec 8).
 */
export function WithNews({ children }: { children: (items: NewsItem[]) => ReactNode }) {
  const status = useSelector(news, newsStatus);
  const items = useSelector(news, newsList);
  if (status === 'loaded') return children(items);
  if (status === 'failed') {
    return (
      <div className={styles.notice}>
        <p role="alert">{NEWS_FAILED}</p>
        <Button onClick={() => news.send({ type: 'news.retry' })}>Try again</Button>
      </div>
    );
  }
  return (
    <div className={styles.loader}>
      <Spinner size={40} label="Loading the news" />
    </div>
  );
}
