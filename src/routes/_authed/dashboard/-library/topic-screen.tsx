import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { ArticleTopic } from '../../../../../content/articles/types';
import { Card } from '../../../../ui/Card/Card';
import { DetectStalkersIllustration } from '../../../../ui/illustrations/DetectStalkersIllustration';
import { SecretAdmirersIllustration } from '../../../../ui/illustrations/SecretAdmirersIllustration';
import { FramedPage } from '../../../-framed-page';
import * as styles from './library.css';
import { NewsBanner } from './news-banner';

const HERO_SIZE = 160;

const illustrations: Record<ArticleTopic['illustration'], () => ReactElement> = {
  secretAdmirers: () => <SecretAdmirersIllustration size={HERO_SIZE} />,
  detectStalkers: () => <DetectStalkersIllustration size={HERO_SIZE} />,
};

/** A topic page (spec 2.9): description, image, a card per part, the news banner. */
export function TopicScreen({ topic }: { topic: ArticleTopic }) {
  return (
    <FramedPage title={topic.title}>
      {/* The illustrations are decorative SVGs; the wrapper gives the topic image its alt text. */}
      <div className={styles.hero} role="img" aria-label={topic.imageAlt}>
        {illustrations[topic.illustration]()}
      </div>
      <p className={styles.intro}>{topic.description}</p>
      {topic.articles.map((article) => (
        <Card
          key={article.path}
          title={article.title}
          description={article.summary}
          action={
            <Link
              to="/dashboard/articles/$topic/$part"
              params={{ topic: topic.slug, part: article.path }}
              className={styles.cardLink}
            >
              Read article
            </Link>
          }
        />
      ))}
      <NewsBanner />
    </FramedPage>
  );
}
