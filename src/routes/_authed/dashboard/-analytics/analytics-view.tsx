import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import { UNLOCK_TEXT } from '../../../../../content/instagram-connection';
import { analysisTimeZone } from '../../../../../content/post-dates';
import {
  AUDIENCE_LABELS,
  COMMENTER_CATEGORIES_NOTE,
  DEMO_DATA_NOTE,
  hasPostSource,
} from '../../../../../content/profile-data';
import {
  AUDIENCE_CATEGORY_KEYS,
  type CalculatedProfileData,
  type ProfileDocument,
} from '../../../../../contracts/profile';
import { selectLinkedStep, type InstagramConnectionActor } from '../../../../../machines/instagram-connection.machine';
import { buttonClass } from '../../../../ui/Button/Button';
import { GrowthSection } from '../-growth/growth-section';
import { AllPostsLink } from './all-posts-link';
import { hasNoSource } from './analytics-sources';
import * as styles from './analytics-view.css';
import { CategoryTiles } from './category-tile';
import { ConnectButton } from './connect-button';
import { ConnectionNotice } from './connection-notice';
import { EngagementCard } from './engagement-card';
import { countOf } from './format';
import { FormatCard } from './format-card';
import { InstagramConnectionCard } from './instagram-connection-card';
import { LockedSection } from './locked-section';
import { OnlineFollowers } from './online-followers';
import { PostList } from './post-list';
import { Recommendations } from './recommendations';
import { SourceStart } from './source-start';
import { WhenToPost } from './when-to-post';
import * as sectionStyles from './section.css';

/** The post-based sections; without posts (an export only) each says what would unlock it. */
function PostSections({ data, hasPosts }: { data: CalculatedProfileData; hasPosts: boolean }) {
  if (!hasPosts) {
    return (
      <>
        {['User Engagement', 'Likes & Comments', 'Most Liked Posts', 'Most Commented Posts'].map((title) => (
          <LockedSection key={title} title={title} unlock="instagram" />
        ))}
      </>
    );
  }
  const timeZone = analysisTimeZone(data);
  return (
    <>
      <EngagementCard engagement={data.userEngagement} />
      {data.onlineFollowers && <OnlineFollowers figures={data.onlineFollowers} />}
      <CategoryTiles
        title="Likes & Comments"
        tiles={[
          { label: 'Likes', category: data.other.likes },
          { label: 'Comments', category: data.other.comments },
        ]}
      />
      <PostList title="Most Liked Posts" posts={data.topPosts.mostLikedPosts} unit="like" timeZone={timeZone} />
      <AllPostsLink posts={data.posts} />
      <PostList
        title="Most Commented Posts"
        posts={data.topPosts.mostCommentedPosts}
        unit="comment"
        timeZone={timeZone}
      />
      <FormatCard formats={data.formats} />
    </>
  );
}

function CalculatedAnalytics({ data, hasPosts }: { data: CalculatedProfileData; hasPosts: boolean }) {
  return (
    <>
      <PostSections data={data} hasPosts={hasPosts} />
      <CategoryTiles
        title="Audience"
        tiles={AUDIENCE_CATEGORY_KEYS.map((key) => ({
          label: AUDIENCE_LABELS[key],
          category: data.audience[key],
          list: key,
        }))}
        note={COMMENTER_CATEGORIES_NOTE}
      />
      <WhenToPost timing={data.whenToPost} />
      <Recommendations items={data.recommendations ?? []} />
    </>
  );
}

/** No document yet is status idle with nothing calculated (spec 4): the view's empty state. */
export const NO_PROFILE: ProfileDocument = { _insights: { status: 'idle' }, _updatedAt: { _seconds: 0 } };

interface AnalyticsViewProps {
  document: ProfileDocument;
  /** The Instagram connection: its card, the connect buttons and what they led to. */
  connection: InstagramConnectionActor;
  /** The export upload's card: the app's, or one that cannot be used yet (a page the server renders). */
  exportUpload: ReactNode;
}

/**
 * The Analytics screen's body for one profile document; the route fetches the document. With
 * nothing to analyse it starts with where an analysis comes from; a connected account gets its
 * card above the analysis, which stays (dated) while Instagram needs a reconnect.
 */
export function AnalyticsView({ document, connection, exportUpload }: AnalyticsViewProps) {
  const linkedStep = useSelector(connection, selectLinkedStep);
  const exportCard = useRef<HTMLDivElement>(null);
  const goToExportCard = () => {
    exportCard.current?.scrollIntoView({ block: 'start' });
    exportCard.current?.focus({ preventScroll: true });
  };
  const start = hasNoSource(document) && linkedStep === null;
  const data = document._calculatedData;
  const hasPosts = hasPostSource(document._sources);
  // The server may omit the statistics of a partial analysis: spec 2.7 then says 0.
  const postsAnalysed = data?.overviewStatistics?.totalPostsAnalyzed ?? 0;
  return (
    <div className={styles.page}>
      {start ? (
        <SourceStart connection={connection} onUpload={goToExportCard} />
      ) : (
        <>
          <p className={styles.summary}>
            {hasPosts
              ? `Analysis of your Instagram account based on ${countOf(postsAnalysed, 'latest post')}`
              : UNLOCK_TEXT.instagram}
          </p>
          {document._sources?.includes('demo') && <p className={sectionStyles.muted}>{DEMO_DATA_NOTE}</p>}
          {linkedStep ? (
            <InstagramConnectionCard connection={connection} step={linkedStep} />
          ) : (
            !hasPosts && <ConnectButton connection={connection} />
          )}
        </>
      )}
      <ConnectionNotice connection={connection} onUpload={start ? undefined : goToExportCard} />
      {data ? (
        <CalculatedAnalytics data={data} hasPosts={hasPosts} />
      ) : (
        !start && (
          <p className={sectionStyles.muted}>
            Your profile has not been analysed yet. Your analytics will appear here once the analysis is complete.
          </p>
        )
      )}
      {!start && <GrowthSection />}
      {/* Focusable so 'Upload your Instagram data export' can take the user (and screen readers) here. */}
      <div ref={exportCard} tabIndex={-1} className={styles.exportCard}>
        {exportUpload}
      </div>
      <Link to="/dashboard/insights" className={buttonClass()}>
        Tips & Insights
      </Link>
    </div>
  );
}
