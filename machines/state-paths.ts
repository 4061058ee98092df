/**
 * The states of a machine as dotted paths (`changePlan`, `changePlan.offer`), read from the
 * machine's own config: a map keyed by them breaks the typecheck when a state is renamed. Pure.
 */
import type { AnyStateMachine, StateValueFrom } from 'xstate';

type PathsOf<TValue> = TValue extends string
  ? TValue
  : { [K in keyof TValue & string]: K | `${K}.${PathsOf<TValue[K]>}` }[keyof TValue & string];

export type StatePath<TMachine extends AnyStateMachine> = PathsOf<StateValueFrom<TMachine>>;
