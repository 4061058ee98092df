/**
 * Drives a live actor of the real machine along a model path. Invoked actors are replaced by
 * controllable fakes (resolved or rejected when the path says their result arrives), delays run
 * on a SimulatedClock, and the actor's own transitions feed the coverage record.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ModelPath } from './model-paths';
import type { Coverage } from './coverage';

interface Pending {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Remembers each running fake by its invoke id, and every input each actor was started with. */
export class FakeActors {
  private readonly running = new Map<string, Pending>();
  readonly calls: Array<{ id: string; input: unknown }> = [];

  logic(name: string) {
    return fromPromise(({ input, self }) => {
      this.calls.push({ id: self.id ?? name, input });
      return new Promise((resolve, reject) => this.running.set(self.id, { input, resolve, reject }));
    });
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }) {
    const pending = this.running.get(id);
    if (!pending) throw new Error(`No running actor "${id}" to settle`);
    this.running.delete(id);
    if ('output' in outcome) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
  }
}

export interface RunOptions<TMachine extends AnyStateMachine> {
  serialize: (snapshot: SnapshotFrom<TMachine>) => string;
  input?: InputFrom<TMachine>;
  /** Extra implementations (spies for side-effect actions) on top of the fake actors. */
  actions?: Record<string, (...args: never[]) => void>;
  coverage: Coverage;
}

async function settleMicrotasks() {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function delayOf(machine: AnyStateMachine, name: string, snapshot: SnapshotFrom<AnyStateMachine>): number {
  const delay = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  return typeof delay === 'function' ? delay({ context: snapshot.context, event: { type: '' } }) : Number(delay);
}

export async function runPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath,
  options: RunOptions<TMachine>,
) {
  const fakes = new FakeActors();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fakes.logic(name)]),
  );
  const provided = machine.provide({ actors, actions: options.actions ?? {} } as never) as AnyStateMachine;
  const clock = new SimulatedClock();
  let actor: AnyActorRef | undefined;
  const actorReady = () => actor;
  const root = createActor(provided, {
    clock,
    input: options.input,
    inspect: (inspection) => {
      // The root announces itself before it computes its first state, so the eventless
      // decisions it takes on starting (an `always` from its initial state) are recorded too.
      if (!actor && inspection.type === '@xstate.actor') actor = inspection.actorRef as AnyActorRef;
      if (inspection.type === '@xstate.microstep' && inspection.actorRef === actorReady()) {
        options.coverage.recordTransitions(inspection._transitions);
        // Microsteps also reveal states passed through on the way (eventless decisions).
        options.coverage.recordSnapshot(inspection.snapshot);
      }
      if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actorReady())
        options.coverage.recordSnapshot(inspection.snapshot);
    },
  });
  root.start();
  options.coverage.recordSnapshot(root.getSnapshot());
  // Pairs count from the path's first event: what the actor did on starting follows nothing.
  options.coverage.startRun();
  await settleMicrotasks();
  try {
    for (const [index, step] of path.steps.entries()) {
      await stimulate(provided, root, fakes, clock, step.event);
      await settleMicrotasks();
      const actual = options.serialize(root.getSnapshot() as SnapshotFrom<TMachine>);
      if (actual !== step.expected) {
        throw new Error(
          `Step ${index + 1} (${step.event.type}): expected ${step.expected}, live actor is in ${actual}`,
        );
      }
    }
    return { actor: root, fakes };
  } finally {
    root.stop();
  }
}

async function stimulate(
  machine: AnyStateMachine,
  actor: AnyActorRef,
  fakes: FakeActors,
  clock: SimulatedClock,
  event: EventObject,
) {
  const [, kind, rest] = event.type.match(/^xstate\.(done\.actor|error\.actor|after)\.(.+)$/) ?? [];
  if (kind === 'done.actor') return fakes.settle(rest, { output: (event as { output?: unknown }).output });
  if (kind === 'error.actor') return fakes.settle(rest, { error: (event as { error?: unknown }).error });
  if (kind === 'after') return clock.increment(delayOf(machine, rest.split('.')[0], actor.getSnapshot()));
  actor.send(event);
}
