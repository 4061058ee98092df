import { useActorRef, useSelector } from '@xstate/react';
import type { ExtraOffer } from '../../../../../content/offers';
import { purchaseInput, purchaseLogic } from '../../../../app/membership';
import { buy } from '../../../../app/membership-events';
import { isPurchaseUnderway, purchaseError } from '../../../../app/membership-selectors';
import { OfferCard } from './offer-card';

/** An offer card with its purchase actor: the press buys the extra. */
export function PurchasableOfferCard({ offer, owned, email }: { offer: ExtraOffer; owned: boolean; email: string }) {
  // Held here, not in the open offer: it outlives the switch to the purchased state, so the
  // report's second re-check (2 s later) still happens.
  const purchase = useActorRef(purchaseLogic, { input: purchaseInput(offer.id) });
  const busy = useSelector(purchase, isPurchaseUnderway);
  const error = useSelector(purchase, purchaseError);
  return <OfferCard offer={offer} owned={owned} email={email} purchase={{ busy, error, onBuy: () => buy(purchase) }} />;
}
