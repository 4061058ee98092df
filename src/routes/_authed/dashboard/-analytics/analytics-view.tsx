import { Link } from '@tanstack/react-router';
import {
  AUDIENCE_LABELS,
  COMMENTER_CATEGORIES_NOTE,
  DEMO_DATA_NOTE,
  type AudienceCategoryKey,
  type CalculatedProfileData,
  type ProfileDocument,
} from '../../../../../content/profile-data';
import * as styles from './analytics-view.css';
import { CategoryTiles } from './category-tile';
import { EngagementCard } from './engagement-card';
import { ExportUpload } from './export-upload';
import { countOf } from './format';
import { PostList } from './post-list';
import { Recommendations } from './recommendations';
import * as sectionStyles from './section.css';
import { buttonClass } from '../../../../ui/Button/Button';

/** Spec 2.7 order of the Audience cards. */
const AUDIENCE_ORDER: AudienceCategoryKey[] = ['lostFollowers', 'newFollowers', 'secretFans', 'inactiveFollowers', 'friends', 'fans'];

function CalculatedAnalytics({ data }: { data: CalculatedProfileData }) {
  return (
    <>
      <EngagementCard engagement={data.userEngagement} />
      <CategoryTiles
        title="Likes & Comments"
        tiles={[
          { label: 'Likes', category: data.other.likes },
          { label: 'Comments', category: data.other.comments },
        ]}
      />
      <PostList title="Most Liked Posts" posts={data.topPosts.mostLikedPosts} unit="like" />
      <PostList title="Most Commented Posts" posts={data.topPosts.mostCommentedPosts} unit="comment" />
      <CategoryTiles
        title="Audience"
        tiles={AUDIENCE_ORDER.map((key) => ({ label: AUDIENCE_LABELS[key], category: data.audience[key] }))}
        note={COMMENTER_CATEGORIES_NOTE}
      />
      <Recommendations items={data.recommendations ?? []} />
    </>
  );
}

/** The Analytics screen's body for one profile document; the route fetches the document. */
export function AnalyticsView({ document }: { document: ProfileDocument }) {
  const data = document._calculatedData;
  // The server may omit the statistics of a partial analysis: spec 2.7 then says 0.
  const postsAnalysed = data?.overviewStatistics?.totalPostsAnalyzed ?? 0;
  return (
    <div className={styles.page}>
      <p className={styles.summary}>Analysis of your Instagram account based on {countOf(postsAnalysed, 'latest post')}</p>
      {document._sources?.includes('demo') && <p className={sectionStyles.muted}>{DEMO_DATA_NOTE}</p>}
      {data ? (
        <CalculatedAnalytics data={data} />
      ) : (
        <p className={sectionStyles.muted}>Your profile has not been analysed yet. Your analytics will appear here once the analysis is complete.</p>
      )}
      <ExportUpload />
      <Link to="/dashboard/insights" className={buttonClass()}>
        Tips & Insights
      </Link>
    </div>
  );
}
