/**
 * What Access Recovery and Restore Password share (spec 2.17, 4, 5, 8): the email form's context,
 * events, actions and guard, and the calls' input. Each machine names these in its own `setup()`
 * and writes its states and transitions literally in its own config. Pure.
 */
import { assertEvent, assign, type EventObject } from 'xstate';
import { emailFormatError, isEmail } from './validation';

/** The context both recovery machines keep. */
export interface RecoveryContext {
  /** The address last sent, named by the modals. */
  email: string;
  /** While the field is outlined red (spec 5; content/field-errors.ts words it). */
  emailError: 'emailFormat' | null;
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

/** The pressed address, as the form's actions' and guard's params. */
export const pressedEmail = ({ event }: { event: RecoveryEvent }) => {
  assertEvent(event, 'form.submit');
  return { email: event.email };
};

type EmailParams = ReturnType<typeof pressedEmail>;

/** The form's actions, typed for the `setup()` of a machine whose events are `TEvent`. */
export function recoveryFormActions<TEvent extends EventObject>() {
  return {
    /** The address to send to, every error cleared. */
    acceptEmail: assign<RecoveryContext, TEvent, EmailParams, TEvent, never>((_, { email }) => ({
      email: email.trim(),
      emailError: null,
      error: null,
    })),
    /** The field outlined red, no earlier outcome left. */
    rejectEmail: assign<RecoveryContext, TEvent, EmailParams, TEvent, never>((_, { email }) => ({
      emailError: emailFormatError(email),
      error: null,
    })),
    clearEmailError: assign<RecoveryContext, TEvent, undefined, TEvent, never>({ emailError: null }),
    /** A failed outcome's text (the params read it from the call's answer or failure). */
    assignError: assign<RecoveryContext, TEvent, { error: string }, TEvent, never>((_, { error }) => ({ error })),
  };
}

/** A press with a well-formed address (spec 5). */
export const validEmail = (_: unknown, { email }: EmailParams) => isEmail(email);

/** Both calls' input: the address accepted on press. */
export const acceptedEmail = ({ context }: { context: RecoveryContext }) => ({ email: context.email });
