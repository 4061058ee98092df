/** The Instagram connection's live actor for screen tests: its calls answered inside React's act(). */
import { act } from '@testing-library/react';
import type { InstagramConnectionView } from '../../contracts/instagram-connection';
import { flush } from '../harness/flush';
import { liveConnection, VIEWS } from '../machines/instagram-connection.model';

export { account, USERNAME } from '../machines/instagram-connection.model';

export const NOT_CONNECTED = VIEWS.none;

/** A started connection actor; `answer` settles the call under way with the given outcome. */
function fakeConnection() {
  const connection = liveConnection();
  const answer = (id: string, outcome: { output: unknown } | { error: unknown }) =>
    act(async () => {
      connection.fakes.settle(id, outcome);
      await flush();
    });
  return { ...connection, answer };
}

export type FakeConnection = ReturnType<typeof fakeConnection>;

/** A fake connection whose first status read answered `view`. */
export async function connectionWith(view: InstagramConnectionView): Promise<FakeConnection> {
  const connection = fakeConnection();
  connection.actor.send({ type: 'connection.start' });
  await connection.answer('fetchStatus', { output: view });
  return connection;
}
