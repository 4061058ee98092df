import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { updateCardMachine } from '../../machines/update-card.machine';
import { callFailure } from '../harness/call-failure';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof updateCardMachine>;

const CARD_PAGE = 'https://billing.stripe.test/p/session/test_1';

const done = (output: unknown) => ({ type: 'xstate.done.actor.openCardUpdate', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.openCardUpdate', error });

const results = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('opening')
    ? [
        done({ url: CARD_PAGE }),
        failed(callFailure({ status: 409, text: 'No card to update' })),
        failed(callFailure({ text: 'Failed to fetch' })),
      ]
    : [];

const left: string[] = [];

modelSuite(updateCardMachine, {
  events: (snapshot) => [{ type: 'updateCard.open' }, ...results(snapshot)],
  serialize: (snapshot) => JSON.stringify({ state: snapshot.value, error: snapshot.context.error }),
  actions: { leaveForCardUpdate: (_: unknown, { url }: { url: string }) => left.push(url) },
  afterPath: (path, fakes) => {
    // The browser leaves exactly when the page arrives, for that page; one call per press that opened.
    const arrived = path.steps.filter((step) => step.event.type === 'xstate.done.actor.openCardUpdate');
    expect(left.splice(0)).toEqual(arrived.map(() => CARD_PAGE));
    expect(fakes.calls.every((call) => call.id === 'openCardUpdate' && call.input === undefined)).toBe(true);
  },
});
