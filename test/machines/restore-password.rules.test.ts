/** The Restore Password rules of spec 2.17, 4, 5 and 8 on a live actor with fake reset and activation calls. */
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../content/auth-errors';
import { restorePasswordMachine } from '../../machines/restore-password.machine';
import { FetchError } from '../../src/services/http';
import { flush } from '../harness/flush';
import { answeredPress, itRejectsBadAddresses, startRecovery, type CallOutcome } from './recovery-rules';

const start = () => startRecovery(restorePasswordMachine);
const resetAnswered = (outcome: CallOutcome) =>
  answeredPress(restorePasswordMachine, 'trial@demo.test', 'requestPasswordReset', outcome);

const USER_NOT_FOUND = {
  code: 'auth/user-not-found',
  message: 'There is no user record corresponding to this identifier.',
};
const serverNotFound = () => new FetchError(404, { error: USER_NOT_FOUND });

describe('restore password rules', () => {
  it("sends the address once, shows 'Check your email' on success, and 'Got it' ends the flow", async () => {
    const s = start();
    s.send(' trial@demo.test ');
    s.send('trial@demo.test');
    expect(s.fakes.calls).toEqual([{ id: 'requestPasswordReset', input: { email: 'trial@demo.test' } }]);
    s.fakes.settle('requestPasswordReset', { output: { success: true } });
    await flush();
    expect(s.snapshot().value).toBe('checkEmail');
    expect(s.snapshot().context.email).toBe('trial@demo.test');
    s.actor.send({ type: 'checkEmail.close' });
    expect(s.snapshot().status).toBe('done');
  });

  itRejectsBadAddresses(restorePasswordMachine, ['', 'trial@', 'trial@demo', 'trial demo@demo.test']);

  it.each([
    ['the server (FetchError.data.error.code)', { error: serverNotFound() }],
    ['an answer (error.code)', { output: { success: false, error: USER_NOT_FOUND } }],
    [
      'the identity provider (error.code)',
      { error: Object.assign(new Error('Firebase: Error (auth/user-not-found).'), { code: 'auth/user-not-found' }) },
    ],
  ] as const)(
    'falls back to the activation call for an unknown address reported by %s, ignoring presses meanwhile',
    async (_name, outcome) => {
      const s = await resetAnswered(outcome);
      expect(s.snapshot().value).toBe('requestingActivation');
      s.send('trial@demo.test');
      expect(s.fakes.calls).toEqual([
        { id: 'requestPasswordReset', input: { email: 'trial@demo.test' } },
        { id: 'requestActivation', input: { email: 'trial@demo.test' } },
      ]);
    },
  );

  it.each([
    ['success', { output: { success: true, user_id: 'u-new' } }, 'activationSent', null],
    ['has_user', { output: { success: false, has_user: true } }, 'alreadyActivated', null],
    ['success false', { output: { success: false } }, 'alreadySent', null],
    [
      'an error string',
      { output: { success: false, error: 'No subscription found for this email' } },
      'failed',
      'No subscription found for this email',
    ],
    [
      "a failed response's error message",
      { error: new FetchError(429, { error: { message: 'Too many requests' } }) },
      'failed',
      'Too many requests',
    ],
    ['a network failure', { error: new TypeError('Failed to fetch') }, 'failed', 'Something went wrong'],
  ] as const)(
    'maps the activation answer as Access Recovery does: %s ends in %s',
    async (_name, outcome, state, text) => {
      const s = await resetAnswered({ error: serverNotFound() });
      s.fakes.settle('requestActivation', outcome);
      await flush();
      expect(s.snapshot().value).toBe(state);
      expect(s.snapshot().context.error).toBe(text);
    },
  );

  it('closes the activation modal back to the form', async () => {
    const s = await resetAnswered({ error: serverNotFound() });
    s.fakes.settle('requestActivation', { output: { success: true } });
    await flush();
    s.actor.send({ type: 'activationModal.close' });
    expect(s.snapshot().value).toBe('idle');
  });

  it.each([
    [
      'the message of a known code from a failed response',
      { error: new FetchError(429, { error: { code: 'auth/too-many-requests', message: 'Slow down' } }) },
      authErrorMessage('auth/too-many-requests'),
    ],
    [
      'the message of a known code in an answer',
      { output: { success: false, error: { code: 'auth/invalid-email' } } },
      'The email address is badly formatted.',
    ],
    [
      'Something went wrong for an unknown code',
      { error: new FetchError(400, { error: { code: 'auth/brand-new-code', message: 'New' } }) },
      'Something went wrong',
    ],
    [
      'Something went wrong for an error without a code',
      { error: new FetchError(500, { error: 'Internal error' }) },
      'Something went wrong',
    ],
    ['Something went wrong for success false', { output: { success: false } }, 'Something went wrong'],
    ['Something went wrong for a network failure', { error: new TypeError('Failed to fetch') }, 'Something went wrong'],
  ] as const)('fails showing %s, without the activation call', async (_name, outcome, text) => {
    const s = await resetAnswered(outcome);
    expect(s.snapshot().value).toBe('failed');
    expect(s.snapshot().context.error).toBe(text);
    expect(s.fakes.calls.map((call) => call.id)).toEqual(['requestPasswordReset']);
  });

  it('sends again from a failure; a bad address there goes back to the form with the error', async () => {
    const s = await resetAnswered({ output: { success: false } });
    s.send('bad');
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().context).toMatchObject({ emailError: 'Wrong email format', error: null });
    s.send('trial@demo.test');
    expect(s.snapshot().value).toBe('loading');
    expect(s.fakes.calls).toHaveLength(2);
  });
});
