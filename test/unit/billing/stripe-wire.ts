/**
 * A local HTTP server standing where Stripe's API would: it records every request as it arrived
 * (method, path, query, headers, the form body with its bracket keys kept as raw strings) and
 * answers what the test put in place for that call (a fixture, or a Stripe error body). Nothing
 * of the project's own Stripe stand-in is used: these tests pin our client to Stripe's shapes.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BillingConfig } from '../../../server/billing/config.ts';

interface RecordedRequest {
  method: string;
  /** The path as it arrived, prefix included. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** `application/x-www-form-urlencoded`, decoded; keys as sent (`line_items[0][price]`). */
  body: Record<string, string>;
  rawBody: string;
}

interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface StripeWire {
  /** The API base to give the provider (with the path prefix). */
  apiUrl: string;
  prefix: string;
  requests: RecordedRequest[];
  /** What `METHOD /v1/...` (under the prefix) answers: in turn, the last one again after. */
  on(method: string, path: string, ...answers: Answer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const formOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

export async function startStripeWire(prefix = '/prefix'): Promise<StripeWire> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Answer[]>();
  let requestCount = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: formOf(url.search.slice(1)),
        headers: req.headers,
        body: formOf(rawBody),
        rawBody,
      };
      requests.push(recorded);
      const queue = routes.get(`${recorded.method} ${recorded.path}`);
      const answer: Answer = queue?.length
        ? queue.length > 1
          ? queue.shift()!
          : queue[0]!
        : {
            status: 404,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `Unrecognized request URL (${recorded.method}: ${recorded.path}).`,
              },
            },
          };
      requestCount += 1;
      res.writeHead(answer.status ?? 200, {
        'Content-Type': 'application/json',
        'Request-Id': `req_wire${requestCount}`,
        ...answer.headers,
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}${prefix}`,
    prefix,
    requests,
    on(method, path, ...answers) {
      routes.set(`${method} ${prefix}${path}`, answers);
    },
    reset() {
      requests.length = 0;
      routes.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export const SECRET_KEY = 'sk_test_51PgafTB7WZ01zgkWcontract';
export const WEBHOOK_SECRET = 'whsec_contract_5f1c0c9a2d7e4b8f';

export function billingConfig(apiUrl: string): BillingConfig {
  return {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl,
    standIn: false,
    formTargets: ['https://checkout.stripe.com'],
    prices: {
      weekly: 'price_weekly_contract',
      premium: 'price_1PgafmB7WZ01zgkW6dKueIc5',
      gift: 'price_gift_contract',
      threemonth: 'price_3month_contract',
      course: 'price_course_contract',
      report: 'price_1PgagQB7WZ01zgkWkR7pDfXe',
    },
  };
}

/** A Stripe card error as the API sends it: HTTP 402 with the `{ error }` body. */
export const cardError = (body: unknown): Answer => ({ status: 402, body });
