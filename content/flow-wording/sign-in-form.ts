/** The sign-in form (machines/sign-in-form.machine.ts) in words: see wording.ts. */
import { passwordInWords } from './account-calls';
import type { FlowWording } from './wording';

export const wording: FlowWording = {
  precondition: () => 'A visitor is on the sign-in screen (/sign-in).',
  steps: {
    'signIn.submit': (event) =>
      `Type '${String(event.email)}' and ${passwordInWords(event.password)} and press 'Sign in'`,
    'signIn.edit': (event) => `Type in the ${event.field === 'email' ? 'email' : 'password'} field`,
    'signIn.settled': () => 'The sign-in is refused (or signed in): the form is free again',
  },
};
