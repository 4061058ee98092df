/**
 * Postgres stopped for 10 s under steady load: every request is answered (503 JSON with Retry-After,
 * no 500, no hang), /healthz says the database is away, and once it is back the server serves again
 * by itself: the pool reconnects, the outbox and renewals jobs resume.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newSubscriber, postJson, type Subscriber } from './client.ts';
import { seconds, startFaultStack, waitFor, type FaultStack } from './fault-stack.ts';
import { recordFault } from './report.ts';

const OUTAGE_MS = 10_000;
const WORKERS = 6;
// Longest a request may wait for its answer while the database is away ("a few seconds").
const MAX_ANSWER_MS = 5_000;

interface Answer {
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: { error?: unknown; unavailable?: unknown } | undefined;
}

interface Health {
  at: number;
  status: number;
  body: { database: string; jobs: Record<string, { ok: boolean; lastPassAt?: string }> };
}

/** A client address of its own, as the one trusted proxy in front of the stack reports it. */
const anotherClient = () => ({
  'x-forwarded-for': `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.1`,
});

/** A subscriber's steady traffic: a subscription read and an analytics event, over and over. */
function steadyLoad(url: string, account: Subscriber) {
  const answers: Answer[] = [];
  const failures: string[] = [];
  const health: Health[] = [];
  let stopped = false;
  const send = async (request: () => Promise<Response>) => {
    const at = performance.now();
    try {
      const response = await request();
      const text = await response.text();
      answers.push({
        at,
        ms: performance.now() - at,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: text ? JSON.parse(text) : undefined,
      });
    } catch (error) {
      failures.push(String(error));
    }
  };
  const worker = async () => {
    while (!stopped) {
      await send(() => postJson(url, `/rec/subscriptions/${account.uid}`, undefined, bearer(account.token)));
      // From many clients, as a day's traffic is: one address alone is limited to 300 events a minute.
      await send(() => postJson(url, '/event', { event: 'outage_probe' }, anotherClient()));
    }
  };
  const healthPoller = async () => {
    while (!stopped) {
      const at = performance.now();
      const response = await fetch(new URL('/healthz', url));
      health.push({ at, status: response.status, body: await response.json() });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const running = Promise.all([...Array.from({ length: WORKERS }, worker), healthPoller()]);
  return {
    answers,
    failures,
    health,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

describe('Postgres stopped for 10 s under steady load', () => {
  let stack: FaultStack;
  beforeAll(async () => {
    // The renewals job every second rather than every minute, so its resumption shows within the case.
    stack = await startFaultStack({
      engine: 'postgres',
      slot: 2,
      env: { RENEWALS_INTERVAL_MS: '1000', TRUSTED_PROXY_HOPS: '1' },
    });
  });
  afterAll(() => stack?.close());

  it('answers 503 with Retry-After while it is away and recovers by itself', async () => {
    const account = await newSubscriber(stack);
    const load = steadyLoad(stack.url, account);
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    await stack.postgres!.outage.stopServer();
    const downAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    // pg_ctl reports the server ready a little after it is: the outage ends when the start begins.
    const restartingAt = performance.now();
    await stack.postgres!.outage.startServer();
    const servedAgain = () => load.answers.filter((a) => a.at > restartingAt && a.status < 300);
    await waitFor('a served request after the outage', () => servedAgain().length > 0, 20_000);
    const recoveredAt = Math.min(...servedAgain().map((a) => a.at + a.ms));
    await waitFor('both jobs passing again', () =>
      load.health.some((h) => h.at > recoveredAt && h.body.jobs.outbox.ok && h.body.jobs.renewals.ok),
    );
    await load.stop();

    const during = load.answers.filter((a) => a.at > downAt && a.at + a.ms < restartingAt);
    const unavailable = during.filter((a) => a.status === 503);
    const statuses = [...new Set(load.answers.map((a) => a.status))].sort();
    const slowest = Math.max(...load.answers.map((a) => a.ms));
    console.log(
      `database outage: ${load.answers.length} answers (${statuses.join(', ')}), ${unavailable.length} of ${during.length} during it 503, slowest ${Math.round(slowest)} ms, ` +
        `served again ${seconds(recoveredAt - restartingAt)} after Postgres was started, ${load.failures.length} requests without an answer`,
    );

    expect(load.failures).toEqual([]);
    expect(statuses.every((status) => status < 300 || status === 503)).toBe(true);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(
      during.every(
        (a) =>
          a.status === 503 &&
          a.retryAfter === '5' &&
          a.body?.unavailable === 'database' &&
          typeof a.body.error === 'string',
      ),
    ).toBe(true);
    expect(slowest).toBeLessThan(MAX_ANSWER_MS);
    const healthDuring = load.health.filter((h) => h.at > downAt && h.at < restartingAt);
    expect(healthDuring.length).toBeGreaterThan(0);
    expect(healthDuring.every((h) => h.status === 503 && h.body.database === 'unavailable')).toBe(true);
    expect(healthDuring.some((h) => !h.body.jobs.outbox.ok && !h.body.jobs.renewals.ok)).toBe(true);
    expect(load.health.at(-1)).toMatchObject({ status: 200, body: { database: 'up' } });

    // The outbox delivers what is queued after the outage.
    const request = {
      email: account.email,
      code: 'profile-analyzer-web',
      host: 'localhost',
      emailing: true,
      inAppUnsubscribe: false,
    };
    expect((await postJson(stack.url, '/api/cancel-request', request, bearer(account.token))).status).toBe(200);
    await waitFor('the cancel link in the mailbox', async () => {
      const { emails } = (await (await fetch(new URL('/dev/mailbox.json', stack.url))).json()) as {
        emails: { to: string }[];
      };
      return emails.some((mail) => mail.to === account.email);
    });

    recordFault({
      fault: 'Postgres stopped for 10 s under load',
      userSaw: `503 JSON with Retry-After (${unavailable.length} answers, slowest ${Math.round(slowest)} ms); /healthz 503; no 500, no hang`,
      dataLost: 0,
      recovery: `${seconds(recoveredAt - restartingAt)} from Postgres' start`,
    });
  });
});
