/**
 * The model of Access Recovery (spec 2.17, 4, 5, 8) that both model-based tests walk: the machine
 * test (test/machines/access-recovery.machine.test.ts) on live actors and the screen test
 * (test/screens/access-recovery.test.tsx) on the real screen. Restore Password reuses the
 * activation answers (its fallback makes the same call under the same invoke id).
 */
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { ACCESS_RECOVERY_COPY, WRONG_EMAIL_FORMAT } from '../../content/access-recovery';
import type { accessRecoveryMachine, AccessRecoveryEvent } from '../../machines/access-recovery.machine';
import type { ActivationOutcome } from '../../machines/activation-outcome';
import type { RecoveryFormEvent } from '../../machines/recovery-form';
import type { ModelPath } from '../harness/model-paths';

type Snapshot = SnapshotFrom<typeof accessRecoveryMachine>;

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

export const GOOD_EMAIL = 'new@demo.test';
const BAD_EMAIL = 'not-an-email';

/** The form's events: a press with a good and with a bad address, and typing. */
export const formEvents: RecoveryFormEvent[] = [
  { type: 'form.submit', email: GOOD_EMAIL },
  { type: 'form.submit', email: BAD_EMAIL },
  { type: 'form.edit' },
];

export const userEvents: AccessRecoveryEvent[] = [...formEvents, { type: 'activationModal.close' }];

/**
 * A call's result, the state spec 4 says it leads to, and the line the user then reads (spec 8);
 * null where a modal shows instead.
 */
export interface ServiceResult {
  result: EventObject;
  state: string;
  line: string | null;
}

const activation = (answer: unknown, state: ActivationOutcome, line: string | null): ServiceResult => ({
  result: done('requestActivation', answer),
  state,
  line,
});
const activationFailure = (error: unknown, line: string): ServiceResult => ({
  result: failed('requestActivation', error),
  state: 'failed',
  line,
});

/** Every answer the activation call can give (server/activation.ts, spec 8), and a network failure. */
export const ACTIVATION_RESULTS: ServiceResult[] = [
  activation({ success: true, user_id: 'u-new' }, 'activationSent', null),
  activation({ success: false, has_user: true }, 'alreadyActivated', ACCESS_RECOVERY_COPY.alreadyActivated),
  activation({ success: false }, 'alreadySent', ACCESS_RECOVERY_COPY.alreadySent),
  activation(
    { success: false, error: 'No subscription found for this email' },
    'failed',
    'No subscription found for this email',
  ),
  activation({ error: { message: 'The mail service is unavailable' } }, 'failed', 'The mail service is unavailable'),
  activation({}, 'failed', 'Something went wrong'),
  activationFailure(
    { status: 429, data: { error: 'Too many requests, try again later' } },
    'Too many requests, try again later',
  ),
  activationFailure(
    { status: 400, data: { error: { message: 'The address is not valid' } } },
    'The address is not valid',
  ),
  // A network failure: the library's own message is not shown.
  activationFailure({ name: 'TypeError', message: 'Failed to fetch' }, 'Something went wrong'),
];

/** The table row of a result event the model sent (undefined for user events). */
export function resultRow(table: ServiceResult[], event: EventObject): ServiceResult | undefined {
  return table.find((row) => JSON.stringify(row.result) === JSON.stringify(event));
}

export const resultsIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('loading') ? ACTIVATION_RESULTS.map((row) => row.result) : [];

/** The state and what the screen shows of the context: the field's error and the failure text. */
export const serialize = (snapshot: { value: unknown; context: { emailError: string | null; error: string | null } }) =>
  JSON.stringify({ state: snapshot.value, emailError: snapshot.context.emailError, error: snapshot.context.error });

/** The states in which a call runs; entering one starts a call. */
const BUSY = ['loading', 'requestingActivation'];

/**
 * The rules every path of either recovery machine must keep, checked against what the live actor
 * did: each result leads to its state and text (spec 4, 8), a bad address shows 'Wrong email
 * format' and sends nothing, typing clears it, a press while busy is ignored (spec 5), and the
 * only calls made carry the good address, one per busy state entered.
 */
export function expectPathRules(
  path: ModelPath,
  calls: Array<{ id: string; input: unknown }>,
  results: ServiceResult[],
) {
  let previous = 'idle';
  let started = 0;
  for (const step of path.steps) {
    const { state, emailError, error } = JSON.parse(step.expected) as {
      state: string;
      emailError: string | null;
      error: string | null;
    };
    const row = resultRow(results, step.event);
    if (row) {
      expect(state).toBe(row.state);
      if (state === 'failed') expect(error).toBe(row.line);
    }
    const email = (step.event as { email?: string }).email;
    if (step.event.type === 'form.submit' && BUSY.includes(previous)) expect(state).toBe(previous);
    else if (step.event.type === 'form.submit') {
      expect(state).toBe(email === GOOD_EMAIL ? 'loading' : 'idle');
      expect(emailError).toBe(email === GOOD_EMAIL ? null : WRONG_EMAIL_FORMAT);
    }
    if (step.event.type === 'form.edit') expect(emailError).toBeNull();
    if (BUSY.includes(state) && state !== previous) started++;
    previous = state;
  }
  expect(calls).toHaveLength(started);
  for (const call of calls) expect(call.input).toEqual({ email: GOOD_EMAIL });
}
