import { createFileRoute, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type ReactElement } from 'react';
import { DASHBOARD_CARDS, PRO_CARD, TREND_LINKS, type DashboardIllustration } from '../../../../content/dashboard';
import { selectUpdatedAtSeconds } from '../../../../machines/insight-status.machine';
import { useBrand } from '../../../app/brand';
import { insights } from '../../../app/insights';
import { startInstagramConnection } from '../../../app/instagram-connection';
import { session } from '../../../app/session';
import { isCourseOwned } from '../../../app/session-selectors';
import { Card } from '../../../ui/Card/Card';
import { AnalyticsIllustration } from '../../../ui/illustrations/AnalyticsIllustration';
import { CourseIllustration } from '../../../ui/illustrations/CourseIllustration';
import { DetectStalkersIllustration } from '../../../ui/illustrations/DetectStalkersIllustration';
import { InsightsIllustration } from '../../../ui/illustrations/InsightsIllustration';
import { NewsIllustration } from '../../../ui/illustrations/NewsIllustration';
import { PasswordSafetyIllustration } from '../../../ui/illustrations/PasswordSafetyIllustration';
import { SecretAdmirersIllustration } from '../../../ui/illustrations/SecretAdmirersIllustration';
import { TrendsCard, trendsLinkClass } from '../../../ui/TrendsCard/TrendsCard';
import { AnalyticsSourceLine } from './-analytics/analytics-source-line';
import { CourseOfferModal } from './-course-offer-modal';
import { DashboardMenu } from './-dashboard-menu';
import { InsightsBanner } from './-insights-banner/insights-banner';
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

const illustrations: Record<DashboardIllustration, () => ReactElement> = {
  analytics: () => <AnalyticsIllustration />,
  insights: () => <InsightsIllustration />,
  secretAdmirers: () => <SecretAdmirersIllustration />,
  detectStalkers: () => <DetectStalkersIllustration />,
  passwordSafety: () => <PasswordSafetyIllustration />,
  news: () => <NewsIllustration />,
};

/** Spec 2.5. */
function Dashboard() {
  const brand = useBrand();
  const ownsCourse = useSelector(session, isCourseOwned);
  const updatedAtSeconds = useSelector(insights, selectUpdatedAtSeconds);
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
      <DashboardMenu brand={brand} />
      <main className={styles.body}>
        <TrendsCard
          links={TREND_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={trendsLinkClass}>
              {link.label}
            </Link>
          ))}
        />
        {DASHBOARD_CARDS.map((card) => (
          <Card
            key={card.title}
            title={card.title}
            description={card.description}
            illustration={illustrations[card.illustration]()}
            action={
              <>
                {card.to === '/dashboard/analytics' && <AnalyticsSourceLine />}
                <Link to={card.to} params={'params' in card ? card.params : undefined} className={styles.cardLink}>
                  Open {card.title}
                </Link>
              </>
            }
          />
        ))}
        <Card
          title={PRO_CARD.title}
          badge={PRO_CARD.badge}
          description={PRO_CARD.description}
          illustration={<CourseIllustration />}
          action={
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
        />
        {/* Spec 2.6: the countdown to the next update; the banner hides itself when it is empty. */}
        <InsightsBanner updatedAtSeconds={updatedAtSeconds} />
      </main>
      <CourseOfferModal open={courseOfferOpen} onClose={closeCourseOffer} />
      <LogoutModal />
    </>
  );
}
