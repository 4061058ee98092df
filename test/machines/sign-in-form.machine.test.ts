import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { signInFormMachine, type SignInFormEvent } from '../../machines/sign-in-form.machine';
import { isEmail, isLongEnoughPassword } from '../../machines/validation';
import { modelSuite } from '../harness/model-suite';

const userEvents: SignInFormEvent[] = [
  { type: 'signIn.submit', email: ' trial@demo.test ', password: 'demo1234' },
  { type: 'signIn.submit', email: 'not-an-email', password: 'demo1234' },
  { type: 'signIn.submit', email: 'trial@demo.test', password: '12345' },
  { type: 'signIn.edit', field: 'email' },
  { type: 'signIn.edit', field: 'password' },
];

const submitted: Array<{ email: string; password: string }> = [];

modelSuite(signInFormMachine, {
  events: () => userEvents,
  serialize: (snapshot) => JSON.stringify(snapshot.context),
  actions: {
    submitCredentials: (_: unknown, credentials: { email: string; password: string }) => submitted.push(credentials),
  },
  afterPath: (path) => {
    // Spec 5: only well-formed credentials reach the session, the address trimmed.
    const presses = path.steps
      .map((step) => step.event as EventObject & { email?: string; password?: string })
      .filter((event) => event.type === 'signIn.submit');
    const wellFormed = presses.filter(
      (event) => isEmail(event.email ?? '') && isLongEnoughPassword(event.password ?? ''),
    );
    expect(submitted.splice(0)).toEqual(
      wellFormed.map((event) => ({ email: event.email?.trim(), password: event.password })),
    );
  },
});
