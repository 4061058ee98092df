import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { cancelPathFor, type CancelPath } from '../../../../../domain/brands';
import { MY_PLAN_OFFERS } from '../../../../../content/offers';
import { planFromCode } from '../../../../../domain/plans';
import { cancelButtonMachine } from '../../../../../machines/cancel-button.machine';
import { useBrand } from '../../../../app/brand';
import { simpleCancelLogic } from '../../../../app/membership';
import { session } from '../../../../app/session';
import {
  currentSubscription,
  entitlements,
  isSubscriptionCanceled,
  sessionUser,
} from '../../../../app/session-selectors';
import { FramedPage } from '../../../-framed-page';
import { ActivePlan } from './active-plan';
import { ManageSubscriptionsModal, type Store } from './manage-subscriptions-modal';
import * as styles from './my-plan.css';
import { OfferCard } from './offer-card';
import { SimpleCancelModal } from './simple-cancel-modal';

/** Spec 2.13: special offers, the active plan and the way to cancel it. */
export function MyPlan() {
  const brand = useBrand();
  const navigate = useNavigate();
  const owned = useSelector(session, entitlements);
  const email = useSelector(session, (s) => sessionUser(s)?.email ?? '');
  const subscription = useSelector(session, currentSubscription);
  const canceled = useSelector(session, isSubscriptionCanceled);
  const startedAt = subscription?.started_at ?? null;

  // Time enters the machine here, as input and with every change of the subscription.
  const cancelButton = useActorRef(cancelButtonMachine, { input: { startedAt, canceled, now: Date.now() } });
  useEffect(() => {
    cancelButton.send({ type: 'subscription.updated', startedAt, canceled, now: Date.now() });
  }, [cancelButton, startedAt, canceled]);

  const simpleCancel = useActorRef(simpleCancelLogic);
  // Which store's steps the manage-subscriptions modal shows (null: closed). A modal flag only.
  const [storeModal, setStoreModal] = useState<Store | null>(null);
  const openCancel = (path: CancelPath) => {
    if (path === 'appStore' || path === 'googlePlay') setStoreModal(path);
    else if (path === 'simpleModal') simpleCancel.send({ type: 'simpleCancel.open' });
    else void navigate({ to: '/dashboard/cancel-membership' });
  };
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
          onCancel={() => openCancel(cancelPathFor(brand.id, subscription?.billing_source))}
        />
      </div>
      <SimpleCancelModal actor={simpleCancel} />
      <ManageSubscriptionsModal
        store={storeModal}
        productName={brand.productName}
        onClose={() => setStoreModal(null)}
      />
    </FramedPage>
  );
}
