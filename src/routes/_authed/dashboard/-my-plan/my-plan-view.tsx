import { Fragment, type ReactNode } from 'react';
import { MY_PLAN_OFFERS, type ExtraOffer } from '../../../../../content/offers';
import { formatDate, PLAN_BILLING_COPY, priceLine } from '../../../../../content/membership';
import type { Subscription } from '../../../../../contracts/subscriptions';
import { planFromCode } from '../../../../../domain/plans';
import { FramedPage } from '../../../-framed-page';
import * as styles from './my-plan.css';

/**
 * My Plan's page (spec 2.13) around its cards: the app renders it from the session's actors, the
 * server from the subscriber's records before any script has come (src/render-pages.tsx).
 */
export function MyPlanView({
  notice,
  offer,
  activePlan,
  children,
}: {
  /** Above the offers: the past-due notice, a plan change confirmed back from the payment provider. */
  notice?: ReactNode;
  offer: (offer: ExtraOffer) => ReactNode;
  activePlan: ReactNode;
  children?: ReactNode;
}) {
  return (
    <FramedPage title="My Plan">
      <div className={styles.page}>
        {notice}
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

/** What 'My active plan' reads of the subscription. */
type PlanRecord = Pick<Subscription, 'plan_code' | 'status' | 'price' | 'current_period_end' | 'cancel_effective_at'>;

/**
 * The active plan's name and price line: from what the payment provider charges when it bills
 * the plan (`price`), with the next charge's date or, once canceled, the end of access; else from
 * its plan code (spec 3's table).
 */
export function planLines(subscription: PlanRecord | null | undefined): {
  planName: string;
  planPrice: string;
  planDate?: string;
} {
  const plan = planFromCode(subscription?.plan_code ?? '');
  if (!subscription?.price) return { planName: plan.name, planPrice: `${plan.price} ${plan.period}` };
  const canceled = subscription.status === 'canceled';
  const date = formatDate((canceled ? subscription.cancel_effective_at : subscription.current_period_end) ?? '');
  const planDate = date && (canceled ? PLAN_BILLING_COPY.accessUntil(date) : PLAN_BILLING_COPY.nextCharge(date));
  return { planName: plan.name, planPrice: priceLine(subscription.price), ...(planDate ? { planDate } : {}) };
}
