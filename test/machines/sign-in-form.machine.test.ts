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
  { type: 'signIn.settled' },
];

const submitted: Array<{ email: string; password: string }> = [];

modelSuite(signInFormMachine, {
  events: () => userEvents,
  serialize: (snapshot) => JSON.stringify({ state: snapshot.value, ...snapshot.context }),
  actions: {
    submitCredentials: (_: unknown, credentials: { email: string; password: string }) => submitted.push(credentials),
  },
  afterPath: (path) => {
    // Spec 5: only well-formed credentials reach the session, the address trimmed, and a press
    // while the session signs in with the last ones is ignored.
    const handedOver: Array<{ email: string; password: string }> = [];
    let signingIn = false;
    for (const { event } of path.steps) {
      const step = event as EventObject & { email?: string; password?: string };
      if (step.type === 'signIn.settled') signingIn = false;
      if (step.type !== 'signIn.submit' || signingIn) continue;
      if (!isEmail(step.email ?? '') || !isLongEnoughPassword(step.password ?? '')) continue;
      handedOver.push({ email: (step.email ?? '').trim(), password: step.password ?? '' });
      signingIn = true;
    }
    expect(submitted.splice(0)).toEqual(handedOver);
  },
});
