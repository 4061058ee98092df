/**
 * The sign-in form's actor, created once at module level like the session's: the screen paints
 * before the router and mounts again under it, and a field's problem survives that remount.
 * Well-formed credentials go on to the session.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { signInFormMachine } from '../../machines/sign-in-form.machine';
import { inspect } from './inspector';
import { session } from './session';

export const signInForm = createActor(
  signInFormMachine.provide({
    actions: {
      submitCredentials: (_, { email, password }) => session.send({ type: 'signIn.submit', email, password }),
    },
  }),
  { inspect },
).start();

type SignInFormSnapshot = SnapshotFrom<typeof signInFormMachine>;

/** The problem of each field (null when it has none). */
export const fieldProblems = (s: SignInFormSnapshot) => s.context;
