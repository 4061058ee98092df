/**
 * One call to Instagram: fetch with a time limit, read the body as Meta's JSON, turn a failure into
 * a classified InstagramError and a success into the contract's shape. Tokens, the app secret and
 * the code travel in the query or the form; they are collected from there and kept out of every
 * message, and an endpoint is named by method and path only.
 */
import type { z } from 'zod';
import { metaErrorBody } from './contracts.ts';
import { classifyFailure, invalidAnswer, networkFailure } from './errors.ts';
import { parseMetaJson } from './meta-json.ts';
import { parseUsage, type Usage } from './usage.ts';

/** Told after every call (for counting calls and watching usage); `status` is undefined when no answer came. */
export interface InstagramCall {
  endpoint: string;
  status?: number;
  usage: Usage;
}

export interface RequestOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  onCall?: (call: InstagramCall) => void;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const SECRET_FIELDS = ['access_token', 'client_secret', 'code'];

const secretsOf = (...params: (URLSearchParams | undefined)[]) =>
  params.flatMap((values) => SECRET_FIELDS.flatMap((field) => values?.getAll(field) ?? []));

function readJson(text: string): unknown {
  try {
    return parseMetaJson(text);
  } catch {
    return undefined;
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

export type Send = <S extends z.ZodType>(
  method: 'GET' | 'POST',
  url: URL,
  schema: S,
  form?: URLSearchParams,
) => Promise<z.output<S>>;

export function createSend({ fetch: fetchFn = fetch, timeoutMs = DEFAULT_TIMEOUT_MS, onCall }: RequestOptions): Send {
  return async (method, url, schema, form) => {
    const endpoint = `${method} ${url.pathname}`;
    const secrets = secretsOf(url.searchParams, form);
    let response: Response;
    try {
      response = await fetchFn(url.href, {
        method,
        headers: form
          ? { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }
          : { accept: 'application/json' },
        body: form?.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      onCall?.({ endpoint, usage: { businessUseCases: [] } });
      throw networkFailure(endpoint, cause, secrets);
    }
    const usage = parseUsage(response.headers);
    onCall?.({ endpoint, status: response.status, usage });
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw networkFailure(endpoint, cause, secrets);
    }
    const body = readJson(text);
    // Graph can put an error body in a 200; either way it is a failure.
    if (!response.ok || metaErrorBody.safeParse(body).success) {
      throw classifyFailure({ endpoint, status: response.status, body, headers: response.headers, secrets });
    }
    if (body === undefined) throw invalidAnswer(endpoint, response.status, 'not JSON', secrets);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw invalidAnswer(endpoint, response.status, describeIssues(parsed.error), secrets);
    return parsed.data;
  };
}
