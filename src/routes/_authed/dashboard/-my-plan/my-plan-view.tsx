import { Fragment, type ReactNode } from 'react';
import { MY_PLAN_OFFERS, type ExtraOffer } from '../../../../../content/offers';
import { planFromCode } from '../../../../../domain/plans';
import { FramedPage } from '../../../-framed-page';
import * as styles from './my-plan.css';

/**
 * My Plan's page (spec 2.13) around its cards: the app renders it from the session's actors, the
 * server from the subscriber's records before any script has come (src/render-pages.tsx).
 */
export function MyPlanView({
  offer,
  activePlan,
  children,
}: {
  offer: (offer: ExtraOffer) => ReactNode;
  activePlan: ReactNode;
  children?: ReactNode;
}) {
  return (
    <FramedPage title="My Plan">
      <div className={styles.page}>
        <h2 className={styles.sectionTitle}>OUR SPECIAL OFFERS</h2>
        {MY_PLAN_OFFERS.map((extra) => (
          <Fragment key={extra.id}>{offer(extra)}</Fragment>
        ))}
        {activePlan}
      </div>
      {children}
    </FramedPage>
  );
}

/** The active plan's name and price line, from its plan code. */
export function planLines(planCode: string | undefined) {
  const plan = planFromCode(planCode ?? '');
  return { planName: plan.name, planPrice: `${plan.price} ${plan.period}` };
}
