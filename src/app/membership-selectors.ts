/** Named selectors over the membership actors (purchase, simple cancel, My Plan's Cancel button). */
import type { SnapshotFrom } from 'xstate';
import type { cancelButtonMachine } from '../../machines/cancel-button.machine';
import type { simpleCancelMachine } from '../../machines/simple-cancel.machine';
import type { updateCardMachine } from '../../machines/update-card.machine';
import type { purchaseLogic } from './membership';

type PurchaseSnapshot = SnapshotFrom<typeof purchaseLogic>;
type SimpleCancelSnapshot = SnapshotFrom<typeof simpleCancelMachine>;
type CancelButtonSnapshot = SnapshotFrom<typeof cancelButtonMachine>;
type UpdateCardSnapshot = SnapshotFrom<typeof updateCardMachine>;

/** The buy call runs (a second press is ignored). */
export const isBuying = (s: PurchaseSnapshot) => s.matches('buying');
/** From the press until the end of the purchase (a My Plan card spins until it shows PURCHASED). */
export const isPurchaseUnderway = (s: PurchaseSnapshot) => !s.matches('idle');
export const isPurchased = (s: PurchaseSnapshot) => s.matches('purchased');
/** Back from the payment provider's page, the payment is being confirmed. */
export const isConfirmingPurchase = (s: PurchaseSnapshot) => s.matches('confirming');
/** The last purchase's error, in red under the offer (spec 8). */
export const purchaseError = (s: PurchaseSnapshot) => s.context.error;

export const simpleCancelStep = (s: SimpleCancelSnapshot) => s.value;
/** The last request's error, in red under the buttons until the next press (spec 8). */
export const simpleCancelError = (s: SimpleCancelSnapshot) => s.context.error;
/** The address the cancel email went to. */
export const simpleCancelSentTo = (s: SimpleCancelSnapshot) => s.context.email;

/** enabled, fetching or canceled. */
export const cancelButtonState = (s: CancelButtonSnapshot) => s.value;

/** 'Update card' spins from the press until the browser has left. */
export const isOpeningCardUpdate = (s: UpdateCardSnapshot) => !s.matches('ready');
/** Why the card page could not be opened, in red under the button. */
export const updateCardError = (s: UpdateCardSnapshot) => s.context.error;
