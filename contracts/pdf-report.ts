/**
 * Cloud function ig-getPdfReport (spec 7): POST, JSON, with the caller's ID token; emails the
 * caller's profile report as a PDF link. The request names the caller (email, uid) and the host
 * the app runs on (its brand). It answers `{ success: true }`, or `error`: 404 before the profile
 * document exists, 409 while it is being analysed, 429 over the limit. The server validates the
 * request with the schema, src/services the answer.
 */
import * as z from 'zod/mini';
import { email, idParam } from './fields.ts';

export const pdfReportRequest = z.object({
  email,
  uid: idParam,
  hostname: z.string().check(z.regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, 'must be a host name')),
});
export type PdfReportRequest = z.input<typeof pdfReportRequest>;

export const pdfReportAnswer = z.object({ success: z.optional(z.boolean()), error: z.optional(z.string()) });
export type PdfReportAnswer = z.infer<typeof pdfReportAnswer>;
