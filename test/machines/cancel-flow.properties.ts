/**
 * What the cancellation flow promises every subscriber: it never obstructs a
 * cancellation. Checked by test/machines/cancel-flow.machine.test.ts, shown on docs/flows/cancelFlow.md.
 */
import { cancelFlowMachine } from '../../machines/cancel-flow.machine';
import { fewestPresses, type FlowProperty } from '../harness/flow-property';
import {
  done,
  inputs,
  purchaseOutcomes,
  serialize,
  serviceResults,
  userEvents,
  type Snapshot,
} from './cancel-flow.model';

const MOST_PRESSES = 2;

/** Any purchase answer, and a cancel call that succeeds. */
const eventsWithSuccessfulCancel = (snapshot: Snapshot) => [
  ...userEvents,
  ...serviceResults(snapshot, {
    purchase: (id) => purchaseOutcomes(id, 'Card declined'),
    cancel: [done('cancelSubscription', { success: true })],
  }),
];

/** Before an outcome: on a step of the flow, busy or not. */
const beforeAnOutcome = (snapshot: Snapshot) => snapshot.matches('steps') || snapshot.matches('dontLose');

/** Subscribers whose session holds the ids a cancel needs (plain, premium one-month, gift). */
const subscribers = inputs.filter((input) => input.subscriptionId !== null && input.uid !== null);

export const cancelInTwoPresses: FlowProperty = {
  machineId: cancelFlowMachine.id,
  statement: `From every state before an outcome, a subscriber reaches \`canceled\` in at most ${MOST_PRESSES} presses ('Cancel now', then 'Give up on my IG & cancel'), given the cancel call succeeds; a busy state counts once its call has answered.`,
  check: () => {
    const states = subscribers.flatMap((input) =>
      fewestPresses(cancelFlowMachine, {
        input,
        events: eventsWithSuccessfulCancel,
        serialize,
        isGoal: (snapshot) => snapshot.matches('canceled'),
      }).filter(({ snapshot }) => beforeAnOutcome(snapshot)),
    );
    const most = Math.max(...states.map((state) => state.presses));
    return {
      holds: most <= MOST_PRESSES,
      result: `at most ${most} presses from each of ${states.length} states (${subscribers.length} kinds of subscriber)`,
    };
  },
};

export const properties: FlowProperty[] = [cancelInTwoPresses];
