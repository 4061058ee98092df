/** The breach check of spec 7: cloud function breachedaccount for the signed-in user's email. */
import * as z from 'zod/mini';
import { http, request, url } from './http';

const breachedSites = z.array(
  z.object({
    Name: z.string(),
    Domain: z.string(),
    BreachDate: z.string(),
    DataClasses: z.array(z.string()),
  }),
);
export type BreachedSites = z.infer<typeof breachedSites>;

/**
 * The breaches the email appears in. Any other status than 200 throws a FetchError carrying it:
 * 404 (in no breach) and 429 (rate limit) are the machine's to tell apart.
 */
export async function fetchBreaches(functionsUrl: string, idToken: string, email: string): Promise<BreachedSites> {
  const answer = await request(() =>
    http
      .post(url(functionsUrl, '/breachedaccount'), {
        searchParams: { account: email },
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      })
      .json(),
  );
  return breachedSites.parse(answer);
}
