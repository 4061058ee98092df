/**
 * The subscriber's time zone: cloud function ig-setTimeZone takes the IANA name the
 * app's Intl reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`), which the server checks
 * against its own Intl, and answers the profile document counted in it (when to post).
 */
import * as z from 'zod/mini';

export const timeZoneRequest = z.object({
  /** 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC'. */
  timeZone: z.string().check(z.regex(/^[A-Za-z0-9_+\-/]{1,64}$/, 'an IANA time zone name')),
});
