import { createFileRoute } from '@tanstack/react-router';
import { closePurchaseReturns, purchaseReturnSearch, returnFromAuthentication } from '../../../app/purchase-return';
import { MyPlan } from './-my-plan/my-plan-screen';

/**
 * My Plan (spec 2.13). The payment provider sends a buyer whose bank asked them to confirm a
 * payment back here (`?purchase=…&payment_intent=…`): beforeLoad confirms it and strips the query.
 */
export const Route = createFileRoute('/_authed/dashboard/my-plan')({
  validateSearch: purchaseReturnSearch,
  beforeLoad: returnFromAuthentication,
  onLeave: closePurchaseReturns,
  component: MyPlan,
});
