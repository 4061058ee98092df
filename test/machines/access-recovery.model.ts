/**
 * The model of Access Recovery (spec 2.17, 4, 5, 8) that both model-based tests walk: the machine
 * test (test/machines/access-recovery.machine.test.ts) on live actors and the screen test
 * (test/screens/access-recovery.test.tsx) on the real screen. Restore Password reuses the
 * activation answers (its fallback makes the same call under the same invoke id).
 */
import { expect } from 'vitest';
import type { EventObject, StateValue } from 'xstate';
import { ACCESS_RECOVERY_COPY } from '../../content/access-recovery';
import type { accessRecoveryMachine, AccessRecoveryEvent } from '../../machines/access-recovery.machine';
import type { RecoveryFormEvent } from '../../machines/recovery-form';
import type { StatePath } from '../../machines/state-paths';
import { toCallFailure } from '../../src/services/call-failure';
import { FetchError } from '../../src/services/http';
import type { ModelPath } from '../harness/model-paths';
import { statePath } from '../harness/state-path';

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
 * A call's result, the state spec 4 says it leads to (as a dotted path), and the line the user
 * then reads (spec 8); null where a modal shows or a call runs instead.
 */
export interface ServiceResult {
  result: EventObject;
  state: string;
  line: string | null;
}

const activation = (
  answer: unknown,
  state: StatePath<typeof accessRecoveryMachine>,
  line: string | null,
): ServiceResult => ({ result: done('requestActivation', answer), state, line });
/** What the activation call threw, as the app's call rejects with it (src/app/call.ts). */
const activationFailure = (thrown: unknown, line: string): ServiceResult => ({
  result: failed('requestActivation', toCallFailure(thrown)),
  state: 'form.failed',
  line,
});

/** Every answer the activation call can give (server/activation.ts, spec 8), and a network failure. */
export const ACTIVATION_RESULTS: ServiceResult[] = [
  activation({ success: true, user_id: 'u-new' }, 'activationSent', null),
  activation({ success: false, has_user: true }, 'form.alreadyActivated', ACCESS_RECOVERY_COPY.alreadyActivated),
  activation({ success: false }, 'form.alreadySent', ACCESS_RECOVERY_COPY.alreadySent),
  activation(
    { success: false, error: 'No subscription found for this email' },
    'form.failed',
    'No subscription found for this email',
  ),
  activation(
    { error: { message: 'The mail service is unavailable' } },
    'form.failed',
    'The mail service is unavailable',
  ),
  activation({}, 'form.failed', 'Something went wrong'),
  activationFailure(
    new FetchError(429, { error: 'Too many requests, try again later' }),
    'Too many requests, try again later',
  ),
  activationFailure(
    new FetchError(400, { error: { message: 'The address is not valid' } }),
    'The address is not valid',
  ),
  // A network failure: the library's own message is not shown.
  activationFailure(new TypeError('Failed to fetch'), 'Something went wrong'),
];

/** The results a call can give in a state (a dotted path), each with where it leads: none where no call runs. */
export type RowsIn = (state: string) => ServiceResult[];

const rowsIn: RowsIn = (state) => (state === 'loading' ? ACTIVATION_RESULTS : []);

/** The model's result events in a state, from a machine's rows. */
export const resultsOf =
  (rows: RowsIn) =>
  (snapshot: { value: StateValue }): EventObject[] =>
    rows(statePath(snapshot.value)).map((row) => row.result);

export const resultsIn = resultsOf(rowsIn);

/** Each step's table row: the result it answered in the state before it (undefined for user events). */
function rowsAlong(path: ModelPath, rows: RowsIn = rowsIn): Array<ServiceResult | undefined> {
  const states = ['form.idle', ...path.steps.map((step) => (JSON.parse(step.expected) as { state: string }).state)];
  return path.steps.map((step, index) =>
    rows(states[index]).find((row) => JSON.stringify(row.result) === JSON.stringify(step.event)),
  );
}

/** Each step's outcome on screen: the last result answered up to it (typing keeps the line). */
export function outcomeRowsAlong(path: ModelPath, rows: RowsIn = rowsIn): Array<ServiceResult | undefined> {
  let last: ServiceResult | undefined;
  return rowsAlong(path, rows).map((row) => (last = row ?? last));
}

/** The state (as a path) and what the screen shows of the context: the field's error and the failure text. */
export const serialize = (snapshot: {
  value: StateValue;
  context: { emailError: string | null; error: string | null };
}) =>
  JSON.stringify({
    state: statePath(snapshot.value),
    emailError: snapshot.context.emailError,
    error: snapshot.context.error,
  });

/** The states in which a call runs (entering one starts a call): Access Recovery's and Restore Password's. */
export const isBusyState = (state: string) => state === 'loading' || state.startsWith('sending.');

/**
 * The rules every path of either recovery machine must keep, checked against what the live actor
 * did: each result leads to its state and text (spec 4, 8), a bad address shows 'Wrong email
 * format' and sends nothing, typing clears it, a press while busy is ignored (spec 5), and the
 * only calls made carry the good address, one per busy state entered.
 */
export function expectPathRules(
  path: ModelPath,
  calls: Array<{ id: string; input: unknown }>,
  /** Where a press with a good address leads: the machine's first call. */
  firstCall: string,
  rows: RowsIn = rowsIn,
) {
  let previous = 'form.idle';
  let started = 0;
  const resultRows = rowsAlong(path, rows);
  for (const [index, step] of path.steps.entries()) {
    const { state, emailError, error } = JSON.parse(step.expected) as {
      state: string;
      emailError: string | null;
      error: string | null;
    };
    const row = resultRows[index];
    if (row) {
      expect(state).toBe(row.state);
      if (state === 'form.failed') expect(error).toBe(row.line);
    }
    const email = (step.event as { email?: string }).email;
    if (step.event.type === 'form.submit' && isBusyState(previous)) expect(state).toBe(previous);
    else if (step.event.type === 'form.submit') {
      expect(state).toBe(email === GOOD_EMAIL ? firstCall : 'form.idle');
      expect(emailError).toBe(email === GOOD_EMAIL ? null : 'emailFormat');
    }
    if (step.event.type === 'form.edit') expect(emailError).toBeNull();
    if (isBusyState(state) && state !== previous) started++;
    previous = state;
  }
  expect(calls).toHaveLength(started);
  for (const call of calls) expect(call.input).toEqual({ email: GOOD_EMAIL });
}
