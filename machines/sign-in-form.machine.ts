/**
 * The sign-in form (spec 2.4, 5): checks the fields on 'Sign in' and hands well-formed
 * credentials to the session (`submitCredentials`, provided by src/app); a bad field keeps its
 * problem until the user types in it. Once handed over, another press is ignored until the
 * session has settled the sign-in (`signIn.settled`, sent by src/app). Pure.
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  emailFormatError,
  isEmail,
  isLongEnoughPassword,
  passwordLengthError,
  type FieldErrorKind,
} from './validation';

export interface SignInFormContext {
  email: FieldErrorKind | null;
  password: FieldErrorKind | null;
}

export type SignInFormEvent =
  | { type: 'signIn.submit'; email: string; password: string }
  | { type: 'signIn.edit'; field: 'email' | 'password' }
  /** The session is no longer signing in with what the form handed over (refused, or signed in). */
  | { type: 'signIn.settled' };

/** The credentials handed to the session: the address trimmed, the password as typed. */
const credentialsOf = ({ event }: { event: SignInFormEvent }) => {
  assertEvent(event, 'signIn.submit');
  return { email: event.email.trim(), password: event.password };
};

export const signInFormMachine = setup({
  types: {
    context: {} as SignInFormContext,
    events: {} as SignInFormEvent,
  },
  actions: {
    /** Sends the press on to the session (src/app). */
    submitCredentials: (_, _credentials: { email: string; password: string }) => {},
    assignFieldProblems: assign(({ event }) => {
      assertEvent(event, 'signIn.submit');
      return { email: emailFormatError(event.email), password: passwordLengthError(event.password) };
    }),
    clearFieldProblem: assign(({ event }) => {
      assertEvent(event, 'signIn.edit');
      return { [event.field]: null };
    }),
  },
  guards: {
    fieldsWellFormed: ({ event }) => {
      assertEvent(event, 'signIn.submit');
      return isEmail(event.email) && isLongEnoughPassword(event.password);
    },
  },
}).createMachine({
  id: 'signInForm',
  context: { email: null, password: null },
  initial: 'editing',
  states: {
    editing: {
      description:
        "The email and password fields with 'Sign in'. A bad value shows 'Wrong email format' or 'Min 6 symbols' under its field until the user types in it; well-formed credentials go to the session, which signs in.",
      on: {
        'signIn.submit': [
          {
            guard: 'fieldsWellFormed',
            target: 'submitted',
            actions: ['assignFieldProblems', { type: 'submitCredentials', params: credentialsOf }],
          },
          { actions: 'assignFieldProblems' },
        ],
        'signIn.edit': { actions: 'clearFieldProblem' },
      },
    },
    submitted: {
      description:
        "The session signs in with the credentials: 'Sign in' spins, and another press is ignored (spec 5) until the sign-in is refused or done.",
      on: { 'signIn.settled': 'editing' },
    },
  },
});
