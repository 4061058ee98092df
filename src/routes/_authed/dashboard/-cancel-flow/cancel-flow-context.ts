/** The flow actor of one visit, and the named selectors the steps read it with. */
import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { CancelFlowStep } from '../../../../../machines/cancel-flow.machine';
import type { StatePath } from '../../../../../machines/state-paths';
import { cancelFlowMachine } from '../../../../app/cancel-flow';
import { inspect } from '../../../../app/inspector';

export const CancelFlow = createActorContext(cancelFlowMachine, { inspect });

export type CancelFlowSnapshot = SnapshotFrom<typeof cancelFlowMachine>;

/** The step of spec 2.15 on screen: its state's `meta.step` (null on an outcome or at the end). */
export const currentStep = (s: CancelFlowSnapshot): CancelFlowStep | null =>
  Object.values(s.getMeta()).find((meta) => meta !== undefined)?.step ?? null;
/** The outcomes the flow shows before it ends. */
const OUTCOMES = ['planUpdated', 'canceled'] as const satisfies ReadonlyArray<StatePath<typeof cancelFlowMachine>>;
export type Outcome = (typeof OUTCOMES)[number];
export const currentOutcome = (s: CancelFlowSnapshot): Outcome | null =>
  OUTCOMES.find((outcome) => s.matches(outcome)) ?? null;
/** Every step before the last offers 'Cancel now' (their parent state holds it). */
export const offersCancelNow = (s: CancelFlowSnapshot) => s.matches('steps');
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
