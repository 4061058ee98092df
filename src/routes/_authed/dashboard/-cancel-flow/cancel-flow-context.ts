/** The flow actor of one visit, and the named selectors the steps read it with. */
import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { cancelFlowMachine } from '../../../../app/cancel-flow';
import { inspect } from '../../../../app/inspector';

export const CancelFlow = createActorContext(cancelFlowMachine, { inspect });

export type CancelFlowSnapshot = SnapshotFrom<typeof cancelFlowMachine>;

/** The top-level state: a step of spec 2.15, an outcome, or the end. */
export const currentState = (s: CancelFlowSnapshot): string =>
  typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
/** Where the screen goes once the flow has ended; null while it runs. */
export const exit = (s: CancelFlowSnapshot): '/dashboard' | '/dashboard/my-plan' | null =>
  s.status !== 'done' ? null : s.value === 'leftHome' ? '/dashboard' : '/dashboard/my-plan';
/** A purchase or the cancel call is running: its button spins, the others wait. */
export const isBusy = (s: CancelFlowSnapshot) => s.hasTag('busy');
export const errorText = (s: CancelFlowSnapshot) => s.context.error;
export const reason = (s: CancelFlowSnapshot) => s.context.reason;
export const stars = (s: CancelFlowSnapshot) => s.context.stars;
export const reviewText = (s: CancelFlowSnapshot) => s.context.review;
export const planCode = (s: CancelFlowSnapshot) => s.context.planCode;
