import { createFileRoute } from '@tanstack/react-router';
import { TIP_LISTS } from '../../../../content/insights';
import { FramedPage } from '../../-framed-page';
import * as styles from './-library/library.css';
import { NumberedTips } from './-library/numbered-tips';
import { ToAllArticles } from './-library/to-all-articles';

export const Route = createFileRoute('/_authed/dashboard/insights')({ component: Insights });

/** Spec 2.8: engagement tips, follower tips and summary recommendations. */
function Insights() {
  return (
    <FramedPage title="Tips & Insights">
      {TIP_LISTS.map((list) => (
        <section key={list.heading}>
          <h2 className={styles.sectionHeading}>{list.heading}</h2>
          <NumberedTips tips={list.tips} label={list.heading} Heading="h3" />
        </section>
      ))}
      <ToAllArticles />
    </FramedPage>
  );
}
