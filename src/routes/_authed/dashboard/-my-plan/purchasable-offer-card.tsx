import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ExtraOffer } from '../../../../../content/offers';
import { purchaseInput, purchaseLogic } from '../../../../app/membership';
import { buy } from '../../../../app/membership-events';
import { isPurchaseUnderway, purchaseError } from '../../../../app/membership-selectors';
import { returnedPurchase } from '../../../../app/purchase-return';
import { OfferCard } from './offer-card';

type PurchaseActor = ActorRefFrom<typeof purchaseLogic>;

/**
 * An offer card with its purchase actor: the press buys the extra. Back from the payment
 * provider's page, the card shows the visit's purchase of this extra, which confirms the payment.
 */
export function PurchasableOfferCard({ offer, owned, email }: { offer: ExtraOffer; owned: boolean; email: string }) {
  const returned = returnedPurchase(offer.id);
  return returned ? (
    <OfferCardOf purchase={returned} offer={offer} owned={owned} email={email} />
  ) : (
    <OwnPurchaseOfferCard offer={offer} owned={owned} email={email} />
  );
}

function OwnPurchaseOfferCard({ offer, owned, email }: { offer: ExtraOffer; owned: boolean; email: string }) {
  // Held here, not in the open offer: it outlives the switch to the purchased state, so the
  // report's second re-check (2 s later) still happens.
  const purchase = useActorRef(purchaseLogic, { input: purchaseInput(offer.id) });
  return <OfferCardOf purchase={purchase} offer={offer} owned={owned} email={email} />;
}

function OfferCardOf({
  purchase,
  offer,
  owned,
  email,
}: {
  purchase: PurchaseActor;
  offer: ExtraOffer;
  owned: boolean;
  email: string;
}) {
  const busy = useSelector(purchase, isPurchaseUnderway);
  const error = useSelector(purchase, purchaseError);
  return <OfferCard offer={offer} owned={owned} email={email} purchase={{ busy, error, onBuy: () => buy(purchase) }} />;
}
