/** The Restore Password rules of spec 2.17, 4, 5 and 8 on a live actor with fake reset and activation calls. */
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../content/auth-errors';
import { restorePasswordMachine } from '../../machines/restore-password.machine';
import { FetchError } from '../../src/services/http';
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
    await s.answer('requestPasswordReset', { output: { success: true } });
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
      expect(s.snapshot().value).toEqual({ sending: 'requestingActivation' });
      s.send('trial@demo.test');
      expect(s.fakes.calls).toEqual([
        { id: 'requestPasswordReset', input: { email: 'trial@demo.test' } },
        { id: 'requestActivation', input: { email: 'trial@demo.test' } },
      ]);
    },
  );

  it.each([
    ['success', { output: { success: true, user_id: 'u-new' } }, 'activationSent', null],
    ['success false', { output: { success: false } }, { form: 'alreadySent' }, null],
    [
      'an error string',
      { output: { success: false, error: 'No subscription found for this email' } },
      { form: 'failed' },
      'No subscription found for this email',
    ],
    [
      "a failed response's error message",
      { error: new FetchError(429, { error: { message: 'Too many requests' } }) },
      { form: 'failed' },
      'Too many requests',
    ],
    ['a network failure', { error: new TypeError('Failed to fetch') }, { form: 'failed' }, 'Something went wrong'],
  ] as const)(
    'maps the activation answer as Access Recovery does: %s ends in %s',
    async (_name, outcome, state, text) => {
      const s = await resetAnswered({ error: serverNotFound() });
      await s.answer('requestActivation', outcome);
      expect(s.snapshot().value).toEqual(state);
      expect(s.snapshot().context.error).toBe(text);
    },
  );

  it('closes the activation modal back to the form', async () => {
    const s = await resetAnswered({ error: serverNotFound() });
    await s.answer('requestActivation', { output: { success: true } });
    s.actor.send({ type: 'activationModal.close' });
    expect(s.snapshot().value).toEqual({ form: 'idle' });
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
    expect(s.snapshot().value).toEqual({ form: 'failed' });
    expect(s.snapshot().context.error).toBe(text);
    expect(s.fakes.calls.map((call) => call.id)).toEqual(['requestPasswordReset']);
  });

  it('sends again from a failure; a bad address there goes back to the form with the error', async () => {
    const s = await resetAnswered({ output: { success: false } });
    s.send('bad');
    expect(s.snapshot().value).toEqual({ form: 'idle' });
    expect(s.snapshot().context).toMatchObject({ emailError: 'emailFormat', error: null });
    s.send('trial@demo.test');
    expect(s.snapshot().value).toEqual({ sending: 'resetting' });
    expect(s.fakes.calls).toHaveLength(2);
  });

  describe('an activation call that finds the account after the reset reported none', () => {
    const foundAfterAll = async () => {
      const s = await resetAnswered({ error: serverNotFound() });
      await s.answer('requestActivation', { output: { success: false, has_user: true } });
      return s;
    };

    it("never says 'already activated': the reset is asked once more, and its link is sent", async () => {
      const s = await foundAfterAll();
      expect(s.snapshot().value).toEqual({ sending: 'resettingAgain' });
      s.send('trial@demo.test');
      expect(s.fakes.calls.map((call) => call.id)).toEqual([
        'requestPasswordReset',
        'requestActivation',
        'requestPasswordReset',
      ]);
      await s.answer('requestPasswordReset', { output: { success: true } });
      expect(s.snapshot().value).toBe('checkEmail');
    });

    it('shows what that second reset answers, without a second activation call', async () => {
      const s = await foundAfterAll();
      await s.answer('requestPasswordReset', { error: serverNotFound() });
      expect(s.snapshot().value).toEqual({ form: 'failed' });
      expect(s.snapshot().context.error).toBe(authErrorMessage('auth/user-not-found'));
      expect(s.fakes.calls.map((call) => call.id)).toEqual([
        'requestPasswordReset',
        'requestActivation',
        'requestPasswordReset',
      ]);
    });
  });
});
