/**
 * The one ky instance. A failed call throws a FetchError carrying the response and its parsed
 * data (spec 8), so callers can read a server's `error` field.
 */
import ky, { HTTPError } from 'ky';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../contracts/endpoint-declaration';
import { callPath } from '../../contracts/endpoints';
import { withReachReport } from './network-reach';

export class FetchError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'FetchError';
  }
}

/** fetch that reports reachability; an aborted call (timeout, navigation) says nothing about the network. */
const reportingFetch: typeof fetch = (input, init) =>
  withReachReport(fetch(input, init), (error) => ((error as Error | null)?.name === 'AbortError' ? undefined : false));

export const http = ky.create({
  retry: 0,
  timeout: 15_000,
  fetch: reportingFetch,
  hooks: {
    beforeError: [
      async (error) => {
        const data = await error.response
          .clone()
          .json()
          .catch(() => undefined);
        return Object.assign(error, { data });
      },
    ],
  },
});

/** Turns ky's HTTPError into a FetchError; other failures (network) pass through. */
export async function request<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HTTPError)
      throw new FetchError(error.response.status, (error as HTTPError & { data?: unknown }).data);
    throw error;
  }
}

/** Joins a configured base ('' = same origin) and a path. */
export function url(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}${path}`;
}

/** POSTs `json` to a call of the endpoint table with the user's ID token and checks its answer with the schema the table names. */
export async function postToEndpoint<T>(
  functionsUrl: string,
  idToken: string,
  endpoint: Endpoint & { answer: z.ZodMiniType<T> },
  json?: unknown,
): Promise<T> {
  const body = await request(() =>
    http.post(url(functionsUrl, callPath(endpoint)), { headers: { authorization: `Bearer ${idToken}` }, json }).json(),
  );
  return endpoint.answer.parse(body);
}
