/**
 * What the membership screens' presses carry from the session (spec 5: the buyer's email, uid and
 * subscription id; the cancel request's email; what the cancellation flow starts from). The
 * session is read here, at the moment of the press, so a screen only says which actor was pressed.
 */
import type { ActorRefFrom } from 'xstate';
import type { simpleCancelMachine } from '../../machines/simple-cancel.machine';
import { planChangeIds, type purchaseLogic } from './membership';
import { session } from './session';
import { buyer, cancelFlowInput, sessionUser } from './session-selectors';

/** 'Get my report', 'Get my course': the purchase with the signed-in buyer. */
export function buy(purchase: ActorRefFrom<typeof purchaseLogic>): void {
  purchase.send({ type: 'purchase.buy', buyer: buyer(session.getSnapshot()) });
}

/** 'I want to cancel': the cancel email goes to the signed-in user's address (null while unknown). */
export function confirmSimpleCancel(simpleCancel: ActorRefFrom<typeof simpleCancelMachine>): void {
  simpleCancel.send({ type: 'simpleCancel.confirm', email: sessionUser(session.getSnapshot())?.email || null });
}

/** The cancellation flow's input, read once when a visit starts (a later re-check must not restart it). */
export function cancelFlowStart() {
  return { ...cancelFlowInput(session.getSnapshot()), planIds: planChangeIds };
}
