/** The breach check of spec 7: cloud function breachedaccount for the signed-in user's email. */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import type { BreachedSite, BreachQuery } from '../../contracts/breaches';
import { http, request, url } from './http';

/**
 * The breaches the email appears in. Any other status than 200 throws a FetchError carrying it:
 * 404 (in no breach) and 429 (rate limit) are the machine's to tell apart.
 */
export async function fetchBreaches(functionsUrl: string, idToken: string, email: string): Promise<BreachedSite[]> {
  const answer = await request(() =>
    http
      .post(url(functionsUrl, callPath(ENDPOINTS.breachCheck)), {
        searchParams: { account: email } satisfies BreachQuery,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      })
      .json(),
  );
  return ENDPOINTS.breachCheck.answer.parse(answer);
}
