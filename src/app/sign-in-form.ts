/**
 * The sign-in form's actor, created once at module level like the session's: the screen paints
 * before the router and mounts again under it, and a field's problem survives that remount.
 * Well-formed credentials go on to the session.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { signInFormMachine } from '../../machines/sign-in-form.machine';
import { inspect } from './inspector';
import { session } from './session';
import { isSigningIn } from './session-selectors';

export const signInForm = createActor(
  signInFormMachine.provide({
    actions: {
      submitCredentials: (_, { email, password }) => {
        session.send({ type: 'signIn.submit', email, password });
        followSession(); // a session that started no sign-in with them leaves the form free
      },
    },
  }),
  { inspect },
);

/** Frees the form once the session is not signing in (refused, signed in, or it never started). */
function followSession() {
  if (!isSigningIn(session.getSnapshot())) signInForm.send({ type: 'signIn.settled' });
}

signInForm.start();
session.subscribe(followSession);

type SignInFormSnapshot = SnapshotFrom<typeof signInFormMachine>;

/** The problem of each field (null when it has none). */
export const fieldProblems = (s: SignInFormSnapshot) => s.context;
