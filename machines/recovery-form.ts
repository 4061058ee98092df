/**
 * What Access Recovery and Restore Password share (spec 2.17, 4, 5, 8): the email form, checked
 * on press, and the activation call with one state per answer. Each machine names these actions,
 * guards and states in its own `setup()` and config, and adds its own. Pure.
 */
import { assign, type EventObject } from 'xstate';
import { WRONG_EMAIL_FORMAT } from '../content/access-recovery';
import { activationAnswerGuards, activationAnswerTransitions, activationErrorOf } from './activation-outcome';
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

const isSubmit = (event: EventObject): event is Extract<RecoveryFormEvent, { type: 'form.submit' }> => event.type === 'form.submit';

/** The form's actions, typed for the `setup()` of a machine whose events are `TEvent`. */
export function recoveryFormActions<TEvent extends EventObject>() {
  const action = assign<RecoveryContext, TEvent, undefined, TEvent, never>;
  return {
    /** The address to send to, every error cleared. */
    acceptEmail: action(({ event }) => (isSubmit(event) ? { email: event.email.trim(), emailError: null, error: null } : {})),
    /** The field outlined red, no earlier outcome left. */
    rejectEmail: action({ emailError: WRONG_EMAIL_FORMAT, error: null }),
    clearEmailError: action({ emailError: null }),
    assignActivationError: action(({ event }) => ({ error: activationErrorOf(event) })),
  };
}

export const recoveryFormGuards = {
  validEmail: ({ event }: { event: EventObject }) => isSubmit(event) && isEmail(event.email),
  ...activationAnswerGuards,
};

/** A press: a good address goes to `loading`, a bad one to `idle` with the error (spec 5). */
const onSubmit = {
  'form.submit': [
    { guard: 'validEmail', target: 'loading', actions: 'acceptEmail' },
    { target: 'idle', actions: 'rejectEmail' },
  ],
} as const;

/** A state in which a call runs: the button spins and a press is ignored (spec 5). */
export const callState = <const TInvoke>(invoke: TInvoke) => ({ tags: 'busy', on: { 'form.submit': {} }, invoke }) as const;

/** Both calls' input: the address accepted on press. */
export const acceptedEmail = ({ context }: { context: RecoveryContext }) => ({ email: context.email });

/** The activation call for the accepted address, going to the outcome state of its answer. */
export const requestActivationInvoke = {
  id: 'requestActivation',
  src: 'requestActivation',
  input: acceptedEmail,
  ...activationAnswerTransitions,
} as const;

/**
 * The form (`idle`, where typing clears the error) and the activation call's outcomes: the modal
 * naming the address ('Ok' closes it back to the form), and lines from which a press sends again.
 */
export const recoveryFormStates = {
  idle: { on: { ...onSubmit, 'form.edit': { actions: 'clearEmailError' } } },
  activationSent: { on: { 'activationModal.close': 'idle' } },
  alreadyActivated: { on: onSubmit },
  alreadySent: { on: onSubmit },
  failed: { on: onSubmit },
} as const;
