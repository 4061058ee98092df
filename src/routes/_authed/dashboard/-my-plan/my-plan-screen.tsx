import { useSelector } from '@xstate/react';
import { useBrand } from '../../../../app/brand';
import { cancelButtonState } from '../../../../app/membership-selectors';
import { useCancelButton, useCancelPaths } from '../../../../app/my-plan';
import { session } from '../../../../app/session';
import { currentSubscription, entitlements, userEmail } from '../../../../app/session-selectors';
import { ActivePlan } from './active-plan';
import { PastDueNotice } from '../-past-due/past-due-notice';
import { ManageSubscriptionsModal } from './manage-subscriptions-modal';
import { MyPlanView, planLines } from './my-plan-view';
import { PlanChangeReturnNotice } from './plan-change-return-notice';
import { PurchasableOfferCard } from './purchasable-offer-card';
import { SimpleCancelModal } from './simple-cancel-modal';

/** Spec 2.13: special offers, the active plan and the way to cancel it. */
export function MyPlan() {
  const brand = useBrand();
  const owned = useSelector(session, entitlements);
  const email = useSelector(session, userEmail);
  const subscription = useSelector(session, currentSubscription);
  // The app keeps the button current with the session and the clock, and decides where Cancel leads.
  const cancelButton = useSelector(useCancelButton(), cancelButtonState);
  const { simpleCancel, storeSteps, closeStoreSteps, cancel } = useCancelPaths();

  return (
    <MyPlanView
      notice={
        <>
          <PastDueNotice />
          <PlanChangeReturnNotice />
        </>
      }
      offer={(offer) => <PurchasableOfferCard offer={offer} owned={owned[offer.id]} email={email} />}
      activePlan={
        <ActivePlan
          state={cancelButton}
          {...planLines(subscription)}
          productName={brand.productName}
          onCancel={cancel}
        />
      }
    >
      <SimpleCancelModal actor={simpleCancel} />
      <ManageSubscriptionsModal store={storeSteps} productName={brand.productName} onClose={closeStoreSteps} />
    </MyPlanView>
  );
}
