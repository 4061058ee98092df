/**
 * The breach check (spec 7): cloud function breachedaccount, POST with `?account={email}`. It
 * answers the breached sites (404: in no breach; 429: rate limited), in Have I Been Pwned's field
 * names. The server answers with this type, src/services validates with the schema, the machine
 * and the screen use the type.
 */
import * as z from 'zod/mini';
import { email } from './fields.ts';

/** The query: the signed-in user's own address. */
export const breachQuery = z.object({ account: email });
export type BreachQuery = z.input<typeof breachQuery>;

const breachedSite = z.object({
  Name: z.string(),
  Title: z.string(),
  Domain: z.string(),
  BreachDate: z.string(),
  DataClasses: z.array(z.string()),
  Description: z.string(),
});
export type BreachedSite = z.infer<typeof breachedSite>;

export const breachesAnswer = z.array(breachedSite);
