import { useSelector } from '@xstate/react';
import { INSTAGRAM_COPY as COPY } from '../../../../../content/instagram-connection';
import {
  refreshLockedUntil,
  selectConnectionView,
  type InstagramConnectionActor,
} from '../../../../../machines/instagram-connection.machine';
import { Button } from '../../../../ui/Button/Button';
import { formatClockTime, useRenderAt } from './connection-time';
import * as sectionStyles from './section.css';

/** 'Refresh now': at most once an hour; until then disabled, saying when it is allowed again. */
export function RefreshNow({ connection, refreshing }: { connection: InstagramConnectionActor; refreshing: boolean }) {
  const view = useSelector(connection, selectConnectionView);
  useRenderAt(view?.refreshAvailableAt ?? null); // the button comes back by itself when the time comes
  // The clock is read on each render on purpose: useRenderAt renders again when the lock ends.
  // eslint-disable-next-line react-hooks/purity
  const lockedUntil = refreshLockedUntil(view, Date.now());
  return (
    <>
      <Button
        variant="outline"
        loading={refreshing}
        disabled={lockedUntil !== null}
        onClick={() => connection.send({ type: 'connection.refresh', now: Date.now() })}
      >
        {COPY.refreshNow}
      </Button>
      {lockedUntil && (
        <p role="status" className={sectionStyles.muted}>
          {COPY.refreshAvailableAt(formatClockTime(lockedUntil))}
        </p>
      )}
    </>
  );
}
