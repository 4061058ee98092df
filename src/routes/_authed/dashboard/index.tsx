import { createFileRoute, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { isInsightCompleted, selectUpdatedAtSeconds } from '../../../../machines/insight-status.machine';
import { useBrand } from '../../../app/brand';
import { insights } from '../../../app/insights';
import { startInstagramConnection } from '../../../app/instagram-connection';
import { session } from '../../../app/session';
import { isCourseOwned } from '../../../app/session-selectors';
import { CourseOfferModal } from './-course-offer-modal';
import { DashboardScreen } from './-dashboard-screen';
import { InsightsBanner } from './-insights-banner/insights-banner';
import { LoginLinkNotice } from './-login-link-notice/login-link-notice';
import { PastDueNotice } from './-past-due/past-due-notice';
import { LogoutModal } from './-logout-modal';
import * as styles from './index.css';

export const Route = createFileRoute('/_authed/dashboard/')({
  // `?offer=course`: the course page sends a visitor who does not own the course here, offer open.
  validateSearch: (search: Record<string, unknown>): { offer?: 'course' } =>
    search.offer === 'course' ? { offer: 'course' } : {},
  // The Analytics card names the connected Instagram account: the connection starts with the route.
  loader: startInstagramConnection,
  component: Dashboard,
});

/** Spec 2.5. */
function Dashboard() {
  const brand = useBrand();
  const ownsCourse = useSelector(session, isCourseOwned);
  const { offer } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [courseOfferOpen, setCourseOfferOpen] = useState(offer === 'course');
  const closeCourseOffer = () => {
    setCourseOfferOpen(false);
    // A reload must not open the offer again.
    if (offer) void navigate({ search: {}, replace: true });
  };
  return (
    <>
      <DashboardScreen
        brand={brand}
        notice={
          <>
            <LoginLinkNotice />
            <PastDueNotice />
          </>
        }
        courseAction={
          ownsCourse ? (
            <Link to="/dashboard/course" className={styles.cardLink}>
              Open the course
            </Link>
          ) : (
            <button type="button" className={styles.cardLink} onClick={() => setCourseOfferOpen(true)}>
              Get the course
            </button>
          )
        }
      >
        <DashboardInsightsBanner />
      </DashboardScreen>
      <CourseOfferModal open={courseOfferOpen} onClose={closeCourseOffer} />
      <LogoutModal />
    </>
  );
}

/**
 * Spec 2.6: the countdown to the next update; the banner hides itself when it is empty. It reads
 * the insight status itself: a profile arriving after the screen re-renders the banner, in one
 * synchronous render (an external store's update), not the whole dashboard.
 */
function DashboardInsightsBanner() {
  const updatedAtSeconds = useSelector(insights, selectUpdatedAtSeconds);
  const analysisComplete = useSelector(insights, isInsightCompleted);
  return <InsightsBanner updatedAtSeconds={updatedAtSeconds} complete={analysisComplete} />;
}
