// A fetch that answers fixtures in order and records every request it was asked, so a test can
// assert the exact calls: method, host and path (with the Graph version), query and form fields.
import { createInstagramClient } from '../../../server/instagram/client.ts';
import type { InstagramCall } from '../../../server/instagram/request.ts';
import { SETTINGS } from './fixtures.ts';

/** A JSON body (object) or a raw text body (string), with a status and headers; or an Error to throw. */
export type FakeAnswer = { status?: number; body: unknown; headers?: Record<string, string> } | Error;

interface RecordedRequest {
  method: string;
  origin: string;
  path: string;
  query: Record<string, string>;
  form?: Record<string, string>;
  headers: Record<string, string>;
}

export function fakeFetch(answers: FakeAnswer[]) {
  const queue = [...answers];
  const requests: RecordedRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    requests.push({
      method: init?.method ?? 'GET',
      origin: url.origin,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: typeof init?.body === 'string' ? Object.fromEntries(new URLSearchParams(init.body)) : undefined,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const answer = queue.shift();
    if (!answer) throw new Error(`unexpected request ${url.pathname}`);
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, left: () => queue.length };
}

/** A client over a fake fetch that answers `answers`, with the calls it reported. */
export function clientAnswering(...answers: FakeAnswer[]) {
  const fake = fakeFetch(answers);
  const calls: InstagramCall[] = [];
  const client = createInstagramClient(SETTINGS, { fetch: fake.fetch, onCall: (call) => calls.push(call) });
  return { client, requests: fake.requests, calls, left: fake.left };
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** Everything a media generator yields, page by page. */
export async function collectPages<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}
