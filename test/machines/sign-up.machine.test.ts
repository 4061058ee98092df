/**
 * Model-based test of Create Your Account (spec 2.17, 4, 5, 8): every transition of the machine's
 * graph, for a normal subscription id, an empty one and a billing-service id, run on live actors
 * with fake services; the suite fails below 100 % of states and transitions.
 */
import { beforeEach, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { signUpMachine } from '../../machines/sign-up.machine';
import { type Finalization, type SignUpCredentials, type SignUpFailureReport } from '../../machines/sign-up-attempt';
import type { AccountAnswer } from '../../contracts/identity';
import { modelSuite } from '../harness/model-suite';
import {
  inputs,
  LAST_EMAIL,
  PASSWORD,
  PLAN_CODE,
  serializeSnapshot,
  serviceResults,
  userEvents,
  type Snapshot,
} from './sign-up.model';

const reports: SignUpFailureReport[] = [];
const sessions: SignUpCredentials[] = [];

beforeEach(() => {
  reports.length = 0;
  sessions.length = 0;
});

/** The user ids the account steps answered along a path, in order. */
function answeredUserIds(events: EventObject[]): string[] {
  return events
    .filter((event) => event.type === 'xstate.done.actor.createAccount' || event.type === 'xstate.done.actor.signIn')
    .map((event) => (event as EventObject & { output: AccountAnswer }).output.user_id);
}

modelSuite(signUpMachine, {
  inputs,
  events: (snapshot: Snapshot) => [...userEvents, ...serviceResults(snapshot)],
  serialize: serializeSnapshot,
  actions: {
    reportSignUpError: (_: unknown, params: SignUpFailureReport) => reports.push(params),
    startSession: (_: unknown, params: SignUpCredentials) => sessions.push(params),
  },
  afterPath: (path, fakes) => {
    const events = path.steps.map((step) => step.event);
    for (const call of fakes.calls) {
      switch (call.id) {
        case 'fetchSubscription':
          // Nothing is fetched without an id.
          expect((call.input as { id: string }).id).not.toBe('');
          break;
        case 'createAccount':
        case 'signIn':
          // Only after every check passed: the last email and a long enough password.
          expect(call.input).toEqual({ email: LAST_EMAIL, password: PASSWORD });
          break;
      }
    }
    // Spec 4: the subscription is finalised for the user_id the account step answered.
    const finalised = fakes.calls
      .filter((call) => call.id === 'finalizeSubscription')
      .map((call) => call.input as Finalization);
    expect(finalised.map((f) => f.userId)).toEqual(answeredUserIds(events).slice(0, finalised.length));
    // …and for the subscription the link named (a billing id included).
    const linked = fakes.calls.find((call) => call.id === 'fetchSubscription')?.input as { id: string } | undefined;
    for (const f of finalised)
      expect(f).toEqual({ subscriptionId: linked?.id, planCode: PLAN_CODE, email: LAST_EMAIL, userId: f.userId });
    // Failures are logged with the email, never with the password.
    for (const report of reports) {
      expect(report.email).toBe(LAST_EMAIL);
      expect(JSON.stringify(report)).not.toContain(PASSWORD);
    }
    // The session gets the credentials once, when the flow proceeds.
    const proceeded = path.steps.some((step) => JSON.parse(step.expected).state?.submitting === 'proceeding');
    expect(sessions).toEqual(proceeded ? [{ email: LAST_EMAIL, password: PASSWORD }] : []);
  },
});
