// The flows page's simulate mode runs the real cancellation flow pure: the events its model sends,
// offered where an active state answers them, in the machine's words, moving as the machine does.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { wording } from '../../content/flow-wording/cancel-flow';
import { cancelFlowMachine } from '../../machines/cancel-flow.machine';
import { activeStates, choices, initialSnapshot, next } from '../../src/dev-flows/simulation';
import { parseCsv } from '../../src/dev-flows/csv';

const samples = JSON.parse(fs.readFileSync('docs/test-plans/cancelFlow.model.json', 'utf8')) as {
  inputs: unknown[];
  events: EventObject[];
};

describe('simulating the cancellation flow', () => {
  it('starts in step 0 and offers only what that step answers, in words', () => {
    const snapshot = initialSnapshot(cancelFlowMachine, samples.inputs[0]);
    expect(activeStates(snapshot).map((state) => state.path)).toEqual(['steps', 'steps.myActivePlan']);
    const offered = choices(snapshot, samples.events, wording);
    const { steps } = cancelFlowMachine.root.states;
    expect(new Set(offered.map((choice) => choice.event.type))).toEqual(
      new Set([...Object.keys(steps.states.myActivePlan.on), ...Object.keys(steps.on)]),
    );
    expect(offered.every((choice) => choice.kind === 'user' && !choice.text.includes('.'))).toBe(true);
  });

  it('moves with the machine, offers the purchase’s outcomes while buying, and describes each state', () => {
    const input = samples.inputs.find(
      (candidate) =>
        !(candidate as { hasPremiumOneMonth: boolean }).hasPremiumOneMonth &&
        (candidate as { email: string | null }).email,
    );
    let snapshot = initialSnapshot(cancelFlowMachine, input);
    const press = (type: string) =>
      (snapshot = next(
        cancelFlowMachine,
        snapshot,
        samples.events.find((event) => event.type.startsWith(type))!,
      ));
    press('step.next');
    expect(snapshot.matches({ steps: 'pleaseWait' })).toBe(true);
    press('xstate.after.loaderStepDelay');
    press('membership.changePlan');
    expect(snapshot.matches({ steps: { changePlan: 'offer' } })).toBe(true);
    press('offer.accept');
    expect(snapshot.matches({ steps: { changePlan: 'buying' } })).toBe(true);
    // The purchase child ends bought or refused: both are its done event, worded apart.
    const outcomes = choices(snapshot, samples.events, wording).filter((choice) => choice.kind === 'succeeds');
    expect(new Set(outcomes.map((choice) => choice.text)).size).toBe(2);
    expect(activeStates(snapshot).every((state) => state.description.length > 0)).toBe(true);
  });
});

describe('the plan table', () => {
  it('reads quoted CSV fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b, ""c""",d\n"e\nf",g\n')).toEqual([
      ['a', 'b, "c"', 'd'],
      ['e\nf', 'g'],
    ]);
  });
});
