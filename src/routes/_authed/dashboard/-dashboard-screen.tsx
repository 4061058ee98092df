import { Link } from '@tanstack/react-router';
import type { ReactElement, ReactNode } from 'react';
import type { Brand } from '../../../../content/brands';
import { DASHBOARD_CARDS, PRO_CARD, TREND_LINKS, type DashboardIllustration } from '../../../../content/dashboard';
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
import { DashboardMenu } from './-dashboard-menu';
import * as styles from './index.css';

const illustrations: Record<DashboardIllustration, () => ReactElement> = {
  analytics: () => <AnalyticsIllustration />,
  insights: () => <InsightsIllustration />,
  secretAdmirers: () => <SecretAdmirersIllustration />,
  detectStalkers: () => <DetectStalkersIllustration />,
  passwordSafety: () => <PasswordSafetyIllustration />,
  news: () => <NewsIllustration />,
};

interface DashboardScreenProps {
  brand: Brand;
  /** The 'Instagram PRO' card's action: it depends on whether the subscriber owns the course. */
  courseAction: ReactNode;
  /** Above the cards (the login link's 'Signed in as' notice). */
  notice?: ReactNode;
  /** Below the cards (the insights banner). */
  children?: ReactNode;
}

/**
 * Spec 2.5: the header, the menu and the cards. The route renders it with the session's answers;
 * scripts/first-paint-pages.ts prerenders it (-dashboard-first-screen.tsx) for a returning visitor.
 */
export function DashboardScreen({ brand, courseAction, notice, children }: DashboardScreenProps) {
  return (
    <>
      <DashboardMenu brand={brand} />
      <main className={styles.body}>
        {notice}
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
          action={courseAction}
        />
        {children}
      </main>
    </>
  );
}
