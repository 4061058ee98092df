/**
 * What Access Recovery and Restore Password share (spec 2.17, 4, 5, 8): the email form's context,
 * events, actions and guard, and the calls' input. Each machine names these in its own `setup()`
 * and writes its states and transitions literally in its own config. Pure.
 */
import { assign, type EventObject } from 'xstate';
import { WRONG_EMAIL_FORMAT } from '../content/access-recovery';
import { activationErrorOf } from './activation-outcome';
import { isEmail } from './validation';

/** The context both recovery machines keep. */
export interface RecoveryContext {
  /** The address last sent, named by the modals. */
  email: string;
  /** 'Wrong email format' while the field is outlined red (spec 5). */
  emailError: string | null;
  /** The failed outcome's text. */
  error: string | null;
}

export type RecoveryFormEvent =
  /** The button, with the field's text. */
  | { type: 'form.submit'; email: string }
  /** Typing in the field. */
  | { type: 'form.edit' };

/** The form's events and 'Ok' on the activation modal: what both screens send. */
export type RecoveryEvent = RecoveryFormEvent | { type: 'activationModal.close' };

export const INITIAL_RECOVERY_CONTEXT: RecoveryContext = { email: '', emailError: null, error: null };

const isSubmit = (event: EventObject): event is Extract<RecoveryFormEvent, { type: 'form.submit' }> =>
  event.type === 'form.submit';

/** The form's actions, typed for the `setup()` of a machine whose events are `TEvent`. */
export function recoveryFormActions<TEvent extends EventObject>() {
  const action = assign<RecoveryContext, TEvent, undefined, TEvent, never>;
  return {
    /** The address to send to, every error cleared. */
    acceptEmail: action(({ event }) =>
      isSubmit(event) ? { email: event.email.trim(), emailError: null, error: null } : {},
    ),
    /** The field outlined red, no earlier outcome left. */
    rejectEmail: action({ emailError: WRONG_EMAIL_FORMAT, error: null }),
    clearEmailError: action({ emailError: null }),
    /** The activation call's `failed` outcome: the server's words, else 'Something went wrong'. */
    assignActivationError: action(({ event }) => ({ error: activationErrorOf(event) })),
  };
}

/** A press with a well-formed address (spec 5). */
export const validEmail = ({ event }: { event: EventObject }) => isSubmit(event) && isEmail(event.email);

/** Both calls' input: the address accepted on press. */
export const acceptedEmail = ({ context }: { context: RecoveryContext }) => ({ email: context.email });
