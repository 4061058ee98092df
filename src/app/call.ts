/**
 * The app's service actors: `fromPromise` whose rejection is always a CallFailure
 * (domain/call-failure.ts), so the machines read a failure as a typed value instead of guessing
 * at whatever a library threw.
 */
import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';
import type { CallFailure } from '../../domain/call-failure';
import { toCallFailure } from '../services/call-failure';

type CallArgs<TInput> = Parameters<Parameters<typeof fromPromise<unknown, TInput>>[0]>[0];

export function fromCall<TOutput, TInput = NonReducibleUnknown>(
  call: (args: CallArgs<TInput>) => Promise<TOutput>,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async (args) => {
    try {
      return await call(args);
    } catch (thrown) {
      throw toCallFailure(thrown) satisfies CallFailure;
    }
  });
}
