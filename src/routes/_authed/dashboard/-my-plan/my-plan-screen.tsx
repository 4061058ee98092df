import { useSelector } from '@xstate/react';
import { MY_PLAN_OFFERS } from '../../../../../content/offers';
import { planFromCode } from '../../../../../domain/plans';
import { useBrand } from '../../../../app/brand';
import { useCancelButton, useCancelPaths } from '../../../../app/my-plan';
import { session } from '../../../../app/session';
import { currentSubscription, entitlements, userEmail } from '../../../../app/session-selectors';
import { FramedPage } from '../../../-framed-page';
import { ActivePlan } from './active-plan';
import { ManageSubscriptionsModal } from './manage-subscriptions-modal';
import * as styles from './my-plan.css';
import { OfferCard } from './offer-card';
import { SimpleCancelModal } from './simple-cancel-modal';

/** Spec 2.13: special offers, the active plan and the way to cancel it. */
export function MyPlan() {
  const brand = useBrand();
  const owned = useSelector(session, entitlements);
  const email = useSelector(session, userEmail);
  const subscription = useSelector(session, currentSubscription);
  // The app keeps the button current with the session and the clock, and decides where Cancel leads.
  const cancelButton = useCancelButton();
  const { simpleCancel, storeSteps, closeStoreSteps, cancel } = useCancelPaths();
  const plan = planFromCode(subscription?.plan_code ?? '');

  return (
    <FramedPage title="My Plan">
      <div className={styles.page}>
        <h2 className={styles.sectionTitle}>OUR SPECIAL OFFERS</h2>
        {MY_PLAN_OFFERS.map((offer) => (
          <OfferCard key={offer.id} offer={offer} owned={owned[offer.id]} email={email} />
        ))}
        <ActivePlan
          button={cancelButton}
          planName={plan.name}
          planPrice={`${plan.price} ${plan.period}`}
          productName={brand.productName}
          onCancel={cancel}
        />
      </div>
      <SimpleCancelModal actor={simpleCancel} />
      <ManageSubscriptionsModal store={storeSteps} productName={brand.productName} onClose={closeStoreSteps} />
    </FramedPage>
  );
}
