/**
 * Shared pieces of the Access Recovery and Restore Password rules tests: a live actor whose calls
 * are fakes, a press answered by its first call, and the email check on press (spec 5).
 */
import { expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventFromLogic } from 'xstate';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

/** What a faked call gives: an answer, or a failure. */
export type CallOutcome = { output: unknown } | { error: unknown };

/** A running actor of `machine` with every call a fake; `send` presses the button with an address. */
export function startRecovery<TMachine extends AnyStateMachine>(machine: TMachine) {
  const fakes = new FakeActors();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fakes.logic(name)]),
  );
  const actor = createActor(machine.provide({ actors } as never) as TMachine).start();
  const send = (email: string) => actor.send({ type: 'form.submit', email } as EventFromLogic<TMachine>);
  return { actor, fakes, send, snapshot: () => actor.getSnapshot() };
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
  s.fakes.settle(id, outcome);
  await flush();
  return s;
}

/** Spec 5: a press with each of `emails` shows 'Wrong email format' and sends nothing; typing clears it. */
export function itRejectsBadAddresses(machine: AnyStateMachine, emails: string[]) {
  it.each(emails)("shows 'Wrong email format' for %j and sends nothing; typing clears it", (email) => {
    const s = startRecovery(machine);
    s.send(email);
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().context.emailError).toBe('Wrong email format');
    expect(s.fakes.calls).toEqual([]);
    s.actor.send({ type: 'form.edit' });
    expect(s.snapshot().context.emailError).toBeNull();
  });
}
