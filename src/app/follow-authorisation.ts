/**
 * Calls `onChange(true)` when the session becomes authorised and `onChange(false)` when it stops
 * being so, starting with the session as it is now: how module-level actors that belong to the
 * signed-in user (insights, the Instagram connection) start for them and forget them on sign-out.
 */
import { session } from './session';
import { isAuthorised, type SessionSnapshot } from './session-selectors';

export function followAuthorisation(onChange: (authorised: boolean) => void): void {
  let authorised = false;
  const follow = (snapshot: SessionSnapshot) => {
    if (isAuthorised(snapshot) === authorised) return;
    authorised = !authorised;
    onChange(authorised);
  };
  follow(session.getSnapshot()); // the session may be authorised already
  session.subscribe(follow);
}
