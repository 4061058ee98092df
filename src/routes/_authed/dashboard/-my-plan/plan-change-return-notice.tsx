import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CANCEL_FLOW_COPY } from '../../../../../content/cancel-flow';
import { PLAN_BILLING_COPY } from '../../../../../content/membership';
import type { purchaseLogic } from '../../../../app/membership';
import { isConfirmingPurchase, isPurchased, purchaseError } from '../../../../app/membership-selectors';
import { returnedPurchase } from '../../../../app/purchase-return';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import * as styles from './my-plan.css';

/**
 * Back on My Plan from the payment provider's page after a plan change of the cancellation flow
 * ('Get Premium', 'Get my free month'): its confirmation runs, then reads as the flow's would
 * ('Your plan has been successfully updated!', or the error in red). Nothing on any other visit.
 */
export function PlanChangeReturnNotice() {
  const purchase = returnedPurchase('premium') ?? returnedPurchase('gift');
  return purchase ? <PlanChangeConfirmation purchase={purchase} /> : null;
}

function PlanChangeConfirmation({ purchase }: { purchase: ActorRefFrom<typeof purchaseLogic> }) {
  const confirming = useSelector(purchase, isConfirmingPurchase);
  const bought = useSelector(purchase, isPurchased);
  const error = useSelector(purchase, purchaseError);
  if (confirming)
    return (
      <p className={styles.planRow} role="status">
        <Spinner size={20} />
        {PLAN_BILLING_COPY.confirming}
      </p>
    );
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  return bought ? (
    <p role="status" className={styles.planRow}>
      {CANCEL_FLOW_COPY.planUpdated.title}
    </p>
  ) : null;
}
