import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { ProfileDocument } from '../../../../contracts/profile';
import { selectLatestProfile } from '../../../../machines/insight-status.machine';
import { askForInsightModal, forgetInsightModal, loadAnalytics } from '../../../app/analytics';
import { growthChartLogic } from '../../../app/growth-chart';
import { insights } from '../../../app/insights';
import { instagramConnection } from '../../../app/instagram-connection';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { FramedPage } from '../../-framed-page';
import { AlmostReadyModal, ProcessingModal } from './-insights-banner/insight-modals';
import { AnalyticsView, NO_PROFILE } from './-analytics/analytics-view';
import { ExportUpload } from './-analytics/export-upload';
import { GrowthChartContext } from './-growth/growth-context';
import * as styles from './-analytics/analytics-view.css';

export const Route = createFileRoute('/_authed/dashboard/analytics')({
  // The insight status and the Instagram connection start with the route, if the app has not started them yet.
  loader: loadAnalytics,
  // Opened before the analysis is complete, the screen tells the user why (once the first fetch has settled).
  onEnter: askForInsightModal,
  onLeave: forgetInsightModal,
  component: Analytics,
});

/**
 * Spec 2.7: a loader until the first profile fetch settles, then the latest document's analytics
 * with the Instagram connection. Opened before the analysis is complete, it tells the
 * user why (the insight modals of spec 2.16).
 */
function Analytics() {
  // The analysis arrives as an actor's update, which React would render in one long task: deferred,
  // it renders in slices while the page stays responsive (the spinner stays until it is ready).
  const profile = useDeferredValue(useSelector(insights, selectLatestProfile));
  // One growth chart per visit, loading from the start so it is ready when its section scrolls into view.
  const growth = useActorRef(growthChartLogic);
  useNewerDocument(profile, () => growth.send({ type: 'growth.figuresChanged' }));
  return (
    <FramedPage title="Analytics">
      {profile === undefined ? (
        <div className={styles.loading}>
          <Spinner size={40} label="Loading your analytics" />
        </div>
      ) : (
        <GrowthChartContext value={growth}>
          <AnalyticsView
            document={profile ?? NO_PROFILE}
            connection={instagramConnection}
            exportUpload={<ExportUpload />}
          />
        </GrowthChartContext>
      )}
      <AlmostReadyModal insights={insights} />
      <ProcessingModal insights={insights} />
    </FramedPage>
  );
}

/**
 * Calls `changed` for each document fetched after the first one of the visit: the app fetches a
 * complete analysis again only once it changed (an upload, a sync) or is due its daily update.
 */
function useNewerDocument(document: ProfileDocument | null | undefined, changed: () => void) {
  const known = useRef(document);
  useEffect(() => {
    if (document === undefined || document === known.current) return;
    if (known.current !== undefined) changed();
    known.current = document;
  });
}
