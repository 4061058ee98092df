/** Membership calls of spec 7: cancel request, cancel, cancel by link, purchases, the PDF report. */
import * as z from 'zod/mini';
import { http, request, url } from './http';

const outcome = z.object({ success: z.optional(z.boolean()), error: z.optional(z.string()) });
export type Outcome = z.infer<typeof outcome>;

const purchaseAnswer = z.object({ id: z.optional(z.string()), error: z.optional(z.string()) });
export type PurchaseAnswer = z.infer<typeof purchaseAnswer>;

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/** Emails a link that completes the cancellation (the simple cancel modal, spec 2.14). */
export async function requestCancelEmail(originUrl: string, idToken: string, fields: { email: string; code: string; host: string }): Promise<Outcome> {
  const body = JSON.stringify({ ...fields, emailing: true, inAppUnsubscribe: true });
  const answer = await request(() =>
    http.post(url(originUrl, '/api/cancel-request'), { body, headers: { 'content-type': 'text/plain', ...bearer(idToken) } }).json(),
  );
  return outcome.parse(answer);
}

/** Cancels the subscription with this id (the last step of the cancellation flow, spec 2.15). */
export async function cancelSubscription(originUrl: string, idToken: string, id: string): Promise<Outcome> {
  return outcome.parse(await request(() => http.post(url(originUrl, '/api/cancel'), { json: { id }, headers: bearer(idToken) }).json()));
}

/** Completes a cancellation from the emailed link (`from`, spec 2.17); needs no sign-in. */
export async function cancelByLink(originUrl: string, from: string): Promise<Outcome> {
  const path = `/api/cancel-subscription/${encodeURIComponent(from)}`;
  return outcome.parse(await request(() => http.post(url(originUrl, path), { headers: { 'content-type': 'text/plain' } }).json()));
}

export interface PurchaseRequest {
  plan_id: string;
  email: string;
  firebase_id: string;
  mainPlanId: string;
}

/** The shared purchase helper: one-time extras and plan changes; answers `id` or `error`. */
export async function purchase(originUrl: string, idToken: string, order: PurchaseRequest): Promise<PurchaseAnswer> {
  return purchaseAnswer.parse(await request(() => http.post(url(originUrl, '/api/purchase'), { json: order, headers: bearer(idToken) }).json()));
}

/** Asks for the emailed PDF report of the user's profile (cloud function ig-getPdfReport). */
export async function requestPdfReport(functionsUrl: string, idToken: string, fields: { email: string; uid: string; hostname: string }): Promise<void> {
  await request(() => http.post(url(functionsUrl, '/ig-getPdfReport'), { json: fields, headers: bearer(idToken) }));
}
