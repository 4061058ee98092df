/**
 * Membership calls of spec 7: cancel request, cancel, cancel by link, purchases (and their
 * confirmation after 3-D Secure), the PDF report, and the payment provider's card-update page.
 */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import type {
  CancelRequest,
  Outcome,
  PurchaseAnswer,
  PurchaseConfirmation,
  PurchaseOrder,
} from '../../contracts/membership';
import type { PdfReportRequest } from '../../contracts/pdf-report';
import { http, request, url } from './http';

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/** Emails a link that completes the cancellation (the simple cancel modal, spec 2.14). */
export async function requestCancelEmail(
  originUrl: string,
  idToken: string,
  fields: { email: string; code: string; host: string },
): Promise<Outcome> {
  const body = JSON.stringify({ ...fields, emailing: true, inAppUnsubscribe: true } satisfies CancelRequest);
  const answer = await request(() =>
    http
      .post(url(originUrl, callPath(ENDPOINTS.cancelRequest)), {
        body,
        headers: { 'content-type': 'text/plain', ...bearer(idToken) },
      })
      .json(),
  );
  return ENDPOINTS.cancelRequest.answer.parse(answer);
}

/** Cancels the subscription with this id (the last step of the cancellation flow, spec 2.15). */
export async function cancelSubscription(originUrl: string, idToken: string, id: string): Promise<Outcome> {
  return ENDPOINTS.cancel.answer.parse(
    await request(() =>
      http.post(url(originUrl, callPath(ENDPOINTS.cancel)), { json: { id }, headers: bearer(idToken) }).json(),
    ),
  );
}

/** Completes a cancellation from the emailed link (`from`, spec 2.17); needs no sign-in. */
export async function cancelByLink(originUrl: string, from: string): Promise<Outcome> {
  const path = callPath(ENDPOINTS.cancelByLink, { from });
  return ENDPOINTS.cancelByLink.answer.parse(
    await request(() => http.post(url(originUrl, path), { headers: { 'content-type': 'text/plain' } }).json()),
  );
}

/** The shared purchase helper: one-time extras and plan changes; answers `id` or `error`. */
export async function purchase(originUrl: string, idToken: string, order: PurchaseOrder): Promise<PurchaseAnswer> {
  return ENDPOINTS.purchase.answer.parse(
    await request(() =>
      http.post(url(originUrl, callPath(ENDPOINTS.purchase)), { json: order, headers: bearer(idToken) }).json(),
    ),
  );
}

/** Completes a purchase the buyer confirmed with their bank (3-D Secure); answers as the purchase helper. */
export async function confirmPurchase(
  originUrl: string,
  idToken: string,
  confirmation: PurchaseConfirmation,
): Promise<PurchaseAnswer> {
  return ENDPOINTS.confirmPurchase.answer.parse(
    await request(() =>
      http
        .post(url(originUrl, callPath(ENDPOINTS.confirmPurchase)), { json: confirmation, headers: bearer(idToken) })
        .json(),
    ),
  );
}

/** The payment provider's page where the subscriber updates the card their plan is charged to. */
export async function updateCard(originUrl: string, idToken: string): Promise<{ url: string }> {
  return ENDPOINTS.updateCard.answer.parse(
    await request(() => http.post(url(originUrl, callPath(ENDPOINTS.updateCard)), { headers: bearer(idToken) }).json()),
  );
}

/** Asks for the emailed PDF report of the user's profile (cloud function ig-getPdfReport). */
export async function requestPdfReport(functionsUrl: string, idToken: string, fields: PdfReportRequest): Promise<void> {
  ENDPOINTS.pdfReport.answer.parse(
    await request(() =>
      http.post(url(functionsUrl, callPath(ENDPOINTS.pdfReport)), { json: fields, headers: bearer(idToken) }).json(),
    ),
  );
}
