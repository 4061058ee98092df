/**
 * Composition of the membership machines (purchase, simple cancel, the past-due notice's card
 * update): each gets its real services here. Services load on first use, like the session's.
 */
import type { Outcome, PurchaseAnswer, PurchaseConfirmation, PurchaseOrder } from '../../contracts/membership';
import { failureText } from '../../machines/failure-text';
import { purchaseMachine, type PurchaseProduct, type PurchaseReturn } from '../../machines/purchase.machine';
import { simpleCancelMachine } from '../../machines/simple-cancel.machine';
import { updateCardMachine } from '../../machines/update-card.machine';
import { fromCall } from './call';
import { config } from './config';
import { leavePage } from './leave-page';
import { idToken, membershipService as membership } from './services';
import { recheckSubscription, track } from './track';

/** The purchase machine with its services; `purchaseInput` says what it sells. */
export const purchaseLogic = purchaseMachine.provide({
  actors: {
    purchase: fromCall<PurchaseAnswer, PurchaseOrder>(async ({ input }) =>
      (await membership()).purchase(config.originUrl, await idToken(), input),
    ),
    confirmPurchase: fromCall<PurchaseAnswer, PurchaseConfirmation>(async ({ input }) =>
      (await membership()).confirmPurchase(config.originUrl, await idToken(), input),
    ),
    sendReportData: fromCall<void, { email: string; uid: string }>(async ({ input }) =>
      (await membership()).requestPdfReport(config.functionsUrl, await idToken(), {
        ...input,
        hostname: location.hostname,
      }),
    ),
  },
  actions: {
    recheckSubscription,
    leaveForAuthentication: (_, { url }) => leavePage(url),
    reportSendFailed: (_, { failure }) => track('Report data send error', { error: failureText(failure) }),
  },
});

export const purchaseInput = (product: PurchaseProduct, confirming?: PurchaseReturn) => ({
  product,
  planId: config.productIds[product],
  ...(confirming ? { confirming } : {}),
});

/** The plan ids the cancellation flow's two offers sell (its purchase children buy them). */
export const planChangeIds = { premium: config.productIds.premium, gift: config.productIds.gift };

export const simpleCancelLogic = simpleCancelMachine.provide({
  actors: {
    requestCancelEmail: fromCall<Outcome, { email: string }>(async ({ input }) =>
      (await membership()).requestCancelEmail(config.originUrl, await idToken(), {
        email: input.email,
        code: config.appCode,
        host: location.host,
      }),
    ),
  },
  actions: {
    trackCancelClick: () => track('Cancel subscription click'),
    // The analytics event is the log record of spec 8 (error text plus the raw answer).
    reportCancelRequestError: (_, { error, detail }) => track('Cancel subscription request error', { error, detail }),
  },
});

/** 'Update card' of the past-due notice: the provider's card page, then the browser goes there. */
export const updateCardLogic = updateCardMachine.provide({
  actors: {
    openCardUpdate: fromCall(async () => (await membership()).updateCard(config.originUrl, await idToken())),
  },
  actions: {
    leaveForCardUpdate: (_, { url }) => leavePage(url),
  },
});
