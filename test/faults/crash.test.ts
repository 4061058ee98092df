/**
 * kill -9 of the server while it acknowledges writes (events, cancel requests, purchases), on PGlite
 * and on Postgres: after a restart on the same data every acknowledged write is stored, every queued
 * email is delivered exactly once, and the server started without any repair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newSubscriber, postJson, type Subscriber } from './client.ts';
import { seconds, startFaultStack, waitFor, type Engine, type FaultStack } from './fault-stack.ts';
import { recordFault } from './report.ts';

const ACCOUNTS = 10;
const EVENT_WRITERS = 8;
// Each account's membership writes in order: three cancel requests (the address limit is 30 an hour)
// between its purchases of the course, the report and a plan change.
const MEMBERSHIP_STEPS = [
  'cancel',
  'ig_course_pack',
  'cancel',
  'ig_profile_report',
  'cancel',
  'ig_premium_one_month',
] as const;
// The kill comes once this many membership writes were acknowledged: mid-stream, not before or after.
const KILL_AFTER_ACKS = 20;

/** What the server answered 2xx to before it died. */
interface Acknowledged {
  events: number[];
  cancelRequests: Map<string, number>;
  purchases: { uid: string; plan: string; id: string }[];
}

/** The answer's JSON when the server acknowledged the write (2xx, whole body read); undefined when it died first. */
async function acknowledged(request: Promise<Response>): Promise<Record<string, unknown> | undefined> {
  try {
    const response = await request;
    const text = await response.text();
    return response.ok ? ((text ? JSON.parse(text) : {}) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function startWrites(url: string, accounts: Subscriber[]) {
  const acked: Acknowledged = { events: [], cancelRequests: new Map(), purchases: [] };
  let stopped = false;
  let probe = 0;
  const eventWriter = async () => {
    while (!stopped) {
      const id = ++probe;
      if (await acknowledged(postJson(url, '/event', { event: 'fault_probe', probe: id }))) acked.events.push(id);
    }
  };
  const membershipWriter = async (account: Subscriber) => {
    for (const step of MEMBERSHIP_STEPS) {
      if (stopped) return;
      const body =
        step === 'cancel'
          ? {
              email: account.email,
              code: 'profile-analyzer-web',
              host: 'localhost',
              emailing: true,
              inAppUnsubscribe: false,
            }
          : { plan_id: step, email: account.email, firebase_id: account.uid, mainPlanId: account.subscriptionId };
      const answer = await acknowledged(
        postJson(url, step === 'cancel' ? '/api/cancel-request' : '/api/purchase', body, bearer(account.token)),
      );
      if (!answer) continue;
      if (step === 'cancel') acked.cancelRequests.set(account.uid, (acked.cancelRequests.get(account.uid) ?? 0) + 1);
      else acked.purchases.push({ uid: account.uid, plan: step, id: String(answer.id) });
    }
  };
  const running = Promise.all([
    ...Array.from({ length: EVENT_WRITERS }, eventWriter),
    ...accounts.map(membershipWriter),
  ]);
  return {
    acked,
    membershipAcks: () => acked.purchases.length + [...acked.cancelRequests.values()].reduce((sum, n) => sum + n, 0),
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

describe.each<Engine>(['pglite', 'postgres'])('kill -9 of the server under writes, on %s', (engine) => {
  let stack: FaultStack;
  beforeAll(async () => {
    stack = await startFaultStack({ engine, slot: engine === 'pglite' ? 0 : 1 });
  });
  afterAll(() => stack?.close());

  it('keeps every acknowledged write, delivers each queued email once, and restarts without repair', async () => {
    const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, () => newSubscriber(stack)));
    const writes = startWrites(stack.url, accounts);
    await waitFor('membership writes under way', () => writes.membershipAcks() >= KILL_AFTER_ACKS);
    const killedAt = performance.now();
    await stack.faults.stopServer('SIGKILL');
    await writes.stop();
    const { acked } = writes;

    await stack.faults.startServer();
    const restartMs = performance.now() - killedAt;
    // An email claimed by the killed process waits out the claim lease: let that time pass on the server's clock.
    await postJson(stack.url, '/dev/clock', { advanceMs: 5 * 60_000 });
    const ackedCancelRequests = [...acked.cancelRequests.values()].reduce((sum, n) => sum + n, 0);
    const mailboxFor = async () => {
      const { emails } = (await (await fetch(new URL('/dev/mailbox.json', stack.url))).json()) as {
        emails: { id: number; to: string }[];
      };
      return emails.filter((mail) => accounts.some((account) => account.email === mail.to));
    };
    await waitFor('the queued emails in the mailbox', async () => (await mailboxFor()).length >= ackedCancelRequests);
    // Two passes of the worker, so a straggler would show.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const mailbox = await mailboxFor();
    await stack.faults.stopServer();

    const db = await stack.openDb();
    try {
      const uids = accounts.map((account) => account.uid);
      const storedEvents = new Set(
        (
          await db.query<{ probe: number }>(
            "SELECT (fields->>'probe')::int AS probe FROM events WHERE event = 'fault_probe'",
          )
        ).map((row) => row.probe),
      );
      const tokens = await db.query<{ uid: string; n: number }>(
        'SELECT uid, count(*)::int AS n FROM cancel_tokens WHERE uid = ANY($1) GROUP BY uid',
        [uids],
      );
      const emails = await db.query<{ id: string; delivered: boolean }>(
        'SELECT id, delivered_at IS NOT NULL AS delivered FROM outbox WHERE to_email = ANY($1)',
        [accounts.map((account) => account.email)],
      );
      const held = await db.query<{ id: string; uid: string; plan_code: string }>(
        'SELECT id, uid, plan_code FROM subscriptions WHERE uid = ANY($1)',
        [uids],
      );

      const lostEvents = acked.events.filter((probe) => !storedEvents.has(probe)).length;
      const storedRequests = new Map(tokens.map((row) => [row.uid, row.n]));
      const lostCancelRequests = [...acked.cancelRequests].reduce(
        (sum, [uid, n]) => sum + Math.max(0, n - (storedRequests.get(uid) ?? 0)),
        0,
      );
      // A purchase is kept when its id is the caller's and holds the plan bought (a plan change keeps the main id).
      const lostPurchases = acked.purchases.filter(
        (p) => !held.some((row) => row.id === p.id && row.uid === p.uid && row.plan_code === p.plan),
      ).length;
      const storedTokens = tokens.reduce((sum, row) => sum + row.n, 0);

      console.log(
        [
          `kill -9 on ${engine}, restarted in ${seconds(restartMs)}: acknowledged / stored / lost`,
          `  events          ${acked.events.length} / ${acked.events.length - lostEvents} / ${lostEvents} (${storedEvents.size} stored in all)`,
          `  cancel requests ${ackedCancelRequests} / ${ackedCancelRequests - lostCancelRequests} / ${lostCancelRequests} (${storedTokens} stored in all)`,
          `  purchases       ${acked.purchases.length} / ${acked.purchases.length - lostPurchases} / ${lostPurchases}`,
          `  emails          ${emails.length} queued, ${emails.filter((e) => e.delivered).length} delivered, ${mailbox.length} in the mailbox`,
        ].join('\n'),
      );
      expect(acked.events.length).toBeGreaterThan(0);
      expect(acked.purchases.length).toBeGreaterThan(0);
      expect({ lostEvents, lostCancelRequests, lostPurchases }).toEqual({
        lostEvents: 0,
        lostCancelRequests: 0,
        lostPurchases: 0,
      });
      // Each cancel link committed with its email: one email per stored request, each delivered, each shown once.
      expect(emails).toHaveLength(storedTokens);
      expect(emails.every((e) => e.delivered)).toBe(true);
      expect(new Set(mailbox.map((mail) => mail.id)).size).toBe(mailbox.length);
      expect(mailbox.map((mail) => String(mail.id)).sort()).toEqual(emails.map((e) => String(e.id)).sort());
      recordFault({
        fault: `kill -9 of the server under writes (${engine === 'pglite' ? 'PGlite' : 'Postgres'})`,
        userSaw: `requests in flight got no answer (offline notice); ${acked.events.length + ackedCancelRequests + acked.purchases.length} acknowledged writes all kept`,
        dataLost: lostEvents + lostCancelRequests + lostPurchases,
        recovery: `${seconds(restartMs)} (restart, no repair)`,
      });
    } finally {
      await db.close();
    }
  });
});
