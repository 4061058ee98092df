/**
 * Shared pieces of the Access Recovery and Restore Password rules tests: a live actor whose calls
 * are fakes, a press answered by its first call, and the email check on press (spec 5).
 */
import { expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { toCallFailure } from '../../src/services/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

/** What a faked call gives: an answer, or what the library threw (the app's call rejects with its CallFailure). */
export type CallOutcome = { output: unknown } | { error: unknown };

const asCalled = (outcome: CallOutcome) => ('error' in outcome ? { error: toCallFailure(outcome.error) } : outcome);

/** A running actor of `machine` with every call a fake; `send` presses the button with an address. */
export function startRecovery<TMachine extends AnyStateMachine>(machine: TMachine) {
  const fakes = new FakeActors();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fakes.logic(name)]),
  );
  const actor = createActor(machine.provide({ actors } as never) as TMachine).start();
  const send = (email: string) => actor.send({ type: 'form.submit', email } as EventFromLogic<TMachine>);
  /** Settles the call `id` as the app's call would (src/app/call.ts). */
  const answer = async (id: string, outcome: CallOutcome) => {
    fakes.settle(id, asCalled(outcome));
    await flush();
  };
  return { actor, fakes, send, answer, snapshot: () => actor.getSnapshot() };
}

/** An actor after a press with `email`, once its call `id` gave `outcome`. */
export async function answeredPress<TMachine extends AnyStateMachine>(
  machine: TMachine,
  email: string,
  id: string,
  outcome: CallOutcome,
) {
  const s = startRecovery(machine);
  s.send(email);
  await s.answer(id, outcome);
  return s;
}

/** Spec 5: a press with each of `emails` shows 'Wrong email format' and sends nothing; typing clears it. */
export function itRejectsBadAddresses(machine: AnyStateMachine, emails: string[]) {
  it.each(emails)("shows 'Wrong email format' for %j and sends nothing; typing clears it", (email) => {
    const s = startRecovery(machine);
    s.send(email);
    expect(s.snapshot().value).toEqual({ form: 'idle' });
    expect(s.snapshot().context.emailError).toBe('emailFormat');
    expect(s.fakes.calls).toEqual([]);
    s.actor.send({ type: 'form.edit' });
    expect(s.snapshot().context.emailError).toBeNull();
  });
}
