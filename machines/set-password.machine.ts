/**
 * The set-password page that emailed activation and restore-password links open
 * (`/set-password?oobCode=<Firebase action code>`): the code is checked (which account it is
 * for), then the new password is saved with it. A missing, expired or used code ends in
 * invalidLink; other failures can be tried again. Pure: the identity calls arrive through
 * `.provide()`. The password travels in the submit event to the save call only: it is never
 * kept in context.
 */
import { assertEvent, assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { authErrorMessage } from '../content/auth-errors';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { enteredWith } from './entered-with';
import { notProvided } from './not-provided';
import { isLongEnoughPassword, passwordLengthError } from './validation';

export interface SetPasswordInput {
  /** The link's `oobCode` (null when the address has none). */
  oobCode: string | null;
}

export interface SetPasswordContext {
  oobCode: string | null;
  /** The account the link is for, once checked. */
  email: string | null;
  /** The minimum-length check, shown under the field (content/field-errors.ts words it). */
  passwordError: 'passwordLength' | null;
  /** Why saving failed, shown under the form. */
  error: string | null;
}

export type SetPasswordEvent =
  /** The page is up (its route opens the visit's actor with it). */
  | { type: 'link.open' }
  | { type: 'password.edit' }
  | { type: 'password.submit'; password: string }
  /** 'Try again' after the link could not be checked. */
  | { type: 'link.retry' };

/** Firebase's codes for a link that can never work again: ask for a new one. */
const DEAD_LINK_CODES = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);

// Typed readings of the events' payloads, handed to actions, guards and the save call.
const pressedPassword = ({ event }: { event: SetPasswordEvent }) => {
  assertEvent(event, 'password.submit');
  return { password: event.password };
};
const checkedLink = ({ event }: { event: DoneActorEvent<{ email: string }> }) => ({ email: event.output.email });
const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

// The code is checked before `checking` and `saving` run (a bug otherwise).
function linkCode(context: SetPasswordContext): string {
  return enteredWith(context.oobCode || null, 'the link check');
}

export const setPasswordMachine = setup({
  types: {
    context: {} as SetPasswordContext,
    events: {} as SetPasswordEvent,
    input: {} as SetPasswordInput,
  },
  actors: {
    checkLink: fromPromise<{ email: string }, { oobCode: string }>(notProvided('checkLink')),
    savePassword: fromPromise<void, { oobCode: string; password: string }>(notProvided('savePassword')),
  },
  actions: {
    assignEmail: assign((_, { email }: { email: string }) => ({ email })),
    assignPasswordCheck: assign((_, { password }: { password: string }) => ({
      passwordError: passwordLengthError(password),
      error: null,
    })),
    clearPasswordError: assign({ passwordError: null }),
    // The message for the failure's code, else 'Something went wrong'.
    assignSaveError: assign((_, { failure }: { failure: CallFailure }) => ({ error: authErrorMessage(failure.code) })),
  },
  guards: {
    hasCode: ({ context }) => Boolean(context.oobCode?.trim()),
    longEnough: (_, { password }: { password: string }) => isLongEnoughPassword(password),
    linkIsDead: (_, { failure }: { failure: CallFailure }) => DEAD_LINK_CODES.has(failure.code ?? ''),
  },
}).createMachine({
  id: 'setPassword',
  context: ({ input }) => ({ oobCode: input.oobCode?.trim() || null, email: null, passwordError: null, error: null }),
  initial: 'opening',
  states: {
    // Until the page is up: shown as the loader. Without a code there is nothing to check.
    opening: {
      description: "The 'Set your password' page shows the spinner 'Checking your link'.",
      on: { 'link.open': [{ guard: 'hasCode', target: 'checking' }, { target: 'invalidLink' }] },
    },
    checking: {
      description: "The spinner 'Checking your link' shows while the link's code is checked.",
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ oobCode: linkCode(context) }),
        onDone: { target: 'form', actions: { type: 'assignEmail', params: checkedLink } },
        onError: [
          { guard: { type: 'linkIsDead', params: callFailure }, target: 'invalidLink' },
          { target: 'checkFailed' },
        ],
      },
    },
    // 'Something went wrong' with 'Try again' (a network failure, say).
    checkFailed: {
      description: "The page says 'Something went wrong', with 'Try again': the link could not be checked just now.",
      on: { 'link.retry': 'checking' },
    },
    form: {
      description:
        "The form reads 'Choose a new password for' and the account's address in bold, with the 'New password' field, 'Show password', a strength meter and 'Save password'. A password under 6 characters shows 'At least 6 symbols' under the field until the user types; a failed save shows its reason under the button.",
      on: {
        'password.edit': { actions: 'clearPasswordError' },
        'password.submit': [
          {
            guard: { type: 'longEnough', params: pressedPassword },
            target: 'saving',
            actions: { type: 'assignPasswordCheck', params: pressedPassword },
          },
          { actions: { type: 'assignPasswordCheck', params: pressedPassword } },
        ],
      },
    },
    saving: {
      description: "'Save password' spins while the new password is saved; another press is ignored.",
      on: {
        // A second press while saving is ignored.
        'password.submit': {},
      },
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context, event }) => ({ oobCode: linkCode(context), ...pressedPassword({ event }) }),
        onDone: 'done',
        onError: [
          { guard: { type: 'linkIsDead', params: callFailure }, target: 'invalidLink' },
          { target: 'form', actions: { type: 'assignSaveError', params: callFailure } },
        ],
      },
    },
    invalidLink: {
      description:
        "The page says 'This link has expired or has already been used', with 'Request a new link' leading to Restore Password.",
      type: 'final',
    },
    done: {
      description:
        "The page says 'Your password has been set' and 'You can now sign in with your email and your new password.', with 'Sign in'.",
      type: 'final',
    },
  },
});
