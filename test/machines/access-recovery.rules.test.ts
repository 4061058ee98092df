/** The Access Recovery rules of spec 2.17, 4, 5 and 8 on a live actor with a fake activation call. */
import { describe, expect, it } from 'vitest';
import { accessRecoveryMachine } from '../../machines/access-recovery.machine';
import { FetchError } from '../../src/services/http';
import { answeredPress, itRejectsBadAddresses, startRecovery, type CallOutcome } from './recovery-rules';

const start = () => startRecovery(accessRecoveryMachine);
const answered = (outcome: CallOutcome) =>
  answeredPress(accessRecoveryMachine, 'new@demo.test', 'requestActivation', outcome);

describe('access recovery rules', () => {
  it('sends the address once, trimmed, and ignores presses while loading', () => {
    const s = start();
    s.send('  new@demo.test ');
    s.send('new@demo.test');
    s.send('other@demo.test');
    expect(s.snapshot().value).toBe('loading');
    expect(s.fakes.calls).toEqual([{ id: 'requestActivation', input: { email: 'new@demo.test' } }]);
  });

  itRejectsBadAddresses(accessRecoveryMachine, [
    '',
    'not-an-email',
    'name@domain',
    'two words@demo.test',
    'a@@demo.test',
  ]);

  it('opens the activation modal naming the address on success; Ok closes it back to the form', async () => {
    const s = await answered({ output: { success: true, user_id: 'u-new' } });
    expect(s.snapshot().value).toBe('activationSent');
    expect(s.snapshot().context.email).toBe('new@demo.test');
    s.actor.send({ type: 'activationModal.close' });
    expect(s.snapshot().value).toEqual({ form: 'idle' });
  });

  it.each([
    ['has_user', { success: false, has_user: true }, 'alreadyActivated'],
    ['success false without an error', { success: false }, 'alreadySent'],
  ] as const)('%s ends in %s', async (_name, output, state) => {
    const s = await answered({ output });
    expect(s.snapshot().value).toEqual({ form: state });
    expect(s.snapshot().context.error).toBeNull();
  });

  it.each([
    [
      'a string error as-is',
      { output: { success: false, error: 'No subscription found for this email' } },
      'No subscription found for this email',
    ],
    [
      "an error object's message",
      { output: { error: { message: 'The mail service is unavailable' } } },
      'The mail service is unavailable',
    ],
    ['an error before has_user', { output: { has_user: true, error: 'Blocked address' } }, 'Blocked address'],
    ['Something went wrong for an answer with none of the fields', { output: {} }, 'Something went wrong'],
    [
      'Something went wrong for an error object without a message',
      { output: { success: false, error: { code: 'x' } } },
      'Something went wrong',
    ],
    [
      "a failed response's error string",
      { error: new FetchError(429, { error: 'Too many requests, try again later' }) },
      'Too many requests, try again later',
    ],
    [
      "a failed response's error message",
      { error: new FetchError(400, { error: { message: 'The address is not valid' } }) },
      'The address is not valid',
    ],
    [
      'Something went wrong, not the library message, for a failure without text',
      { error: new FetchError(502, undefined) },
      'Something went wrong',
    ],
    ['Something went wrong for a network failure', { error: new TypeError('Failed to fetch') }, 'Something went wrong'],
  ] as const)('fails showing %s', async (_name, outcome, text) => {
    const s = await answered(outcome);
    expect(s.snapshot().value).toEqual({ form: 'failed' });
    expect(s.snapshot().context.error).toBe(text);
  });

  it('sends again from an outcome; a bad address there goes back to the form with the error and no outcome', async () => {
    const s = await answered({ output: { success: false, error: 'Try later' } });
    s.send('not-an-email');
    expect(s.snapshot().value).toEqual({ form: 'idle' });
    expect(s.snapshot().context).toMatchObject({ emailError: 'emailFormat', error: null });
    s.send('new@demo.test');
    expect(s.snapshot().value).toBe('loading');
    await s.answer('requestActivation', { output: { success: false } });
    s.send('second@demo.test');
    expect(s.snapshot().value).toBe('loading');
    expect(s.fakes.calls.map((call) => call.input)).toEqual([
      { email: 'new@demo.test' },
      { email: 'new@demo.test' },
      { email: 'second@demo.test' },
    ]);
  });
});
