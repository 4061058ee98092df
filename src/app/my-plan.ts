/**
 * My Plan's wiring (spec 2.13, 2.14; which cancel path a brand opens): the Cancel button's actor gets the
 * session's subscription and the clock here (the machine reads no clock), and which of the cancel
 * paths the button opens is decided here. The screen renders the actors and calls `cancel`.
 */
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { cancelPathFor, type CancelPath } from '../../domain/brands';
import { cancelButtonMachine, type CancelButtonInput } from '../../machines/cancel-button.machine';
import { brandOf } from './brand';
import { simpleCancelLogic } from './membership';
import { session } from './session';
import { currentSubscription, isSubscriptionCanceled, type SessionSnapshot } from './session-selectors';

export type CancelButtonActor = ActorRefFrom<typeof cancelButtonMachine>;

/** What the Cancel button decides from: the subscription's start, whether it is canceled, and the clock now. */
const cancelButtonInput = (s: SessionSnapshot): CancelButtonInput => ({
  startedAt: currentSubscription(s)?.started_at ?? null,
  canceled: isSubscriptionCanceled(s),
  now: Date.now(),
});

/**
 * Tells `button` the subscription as it is now, then again (with the clock) each time its start or
 * its cancellation changes (after a re-check). Returns the unsubscribe.
 */
function followSubscription(button: CancelButtonActor): () => void {
  let last: CancelButtonInput | null = null;
  const update = (s: SessionSnapshot) => {
    const next = cancelButtonInput(s);
    if (last && next.startedAt === last.startedAt && next.canceled === last.canceled) return;
    last = next;
    button.send({ type: 'subscription.updated', ...next });
  };
  update(session.getSnapshot());
  const subscription = session.subscribe(update);
  return () => subscription.unsubscribe();
}

/** My Plan's Cancel button: one actor per visit, kept current with the session and the clock. */
export function useCancelButton(): CancelButtonActor {
  const button = useActorRef(cancelButtonMachine, { input: cancelButtonInput(session.getSnapshot()) });
  useEffect(() => followSubscription(button), [button]);
  return button;
}

/** A plan billed by a mobile store: its store's cancel steps are shown. */
export type StoreCancelPath = Extract<CancelPath, 'appStore' | 'googlePlay'>;

/** Where My Plan's Cancel leads now: the brand in force and who bills the plan decide. */
const cancelPath = (s: SessionSnapshot): CancelPath =>
  cancelPathFor(brandOf(s), currentSubscription(s)?.billing_source);

/**
 * My Plan's cancel paths: `cancel` opens the one in force (the store's steps, the simple cancel
 * modal or the full-screen flow); `simpleCancel` is the modal's actor, `storeSteps` the store whose
 * steps are open (null: closed; a modal flag only).
 */
export function useCancelPaths() {
  const navigate = useNavigate();
  const simpleCancel = useActorRef(simpleCancelLogic);
  const [storeSteps, setStoreSteps] = useState<StoreCancelPath | null>(null);
  const cancel = () => {
    const path = cancelPath(session.getSnapshot());
    if (path === 'appStore' || path === 'googlePlay') setStoreSteps(path);
    else if (path === 'simpleModal') simpleCancel.send({ type: 'simpleCancel.open' });
    else void navigate({ to: '/dashboard/cancel-membership' });
  };
  return { simpleCancel, storeSteps, closeStoreSteps: () => setStoreSteps(null), cancel };
}
