/** The set-password page's rules on a live actor with fake identity calls. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { setPasswordMachine } from '../../machines/set-password.machine';
import { FakeActors } from '../harness/run-path';
import { ACCOUNT_EMAIL, authFailure, NEW_PASSWORD, OOB_CODE } from './set-password.model';
import { flush } from '../harness/flush';
import { callFailure } from '../harness/call-failure';

function open(oobCode: string | null) {
  const fakes = new FakeActors();
  const machine = setPasswordMachine.provide({
    actors: { checkLink: fakes.logic('checkLink'), savePassword: fakes.logic('savePassword') } as never,
  });
  const actor = createActor(machine, { input: { oobCode } }).start();
  actor.send({ type: 'link.open' });
  return { actor, fakes, state: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

async function openForm() {
  const page = open(OOB_CODE);
  page.fakes.settle('checkLink', { output: { email: ACCOUNT_EMAIL } });
  await flush();
  return page;
}

describe('set-password rules', () => {
  it('checks the link, shows the account, refuses a short password, then saves the new one once', async () => {
    const page = open(` ${OOB_CODE} `);
    expect(page.state()).toBe('checking');
    expect(page.fakes.calls).toEqual([{ id: 'checkLink', input: { oobCode: OOB_CODE } }]);
    page.fakes.settle('checkLink', { output: { email: ACCOUNT_EMAIL } });
    await flush();
    expect(page.state()).toBe('form');
    expect(page.context().email).toBe(ACCOUNT_EMAIL);

    page.actor.send({ type: 'password.submit', password: '12345' });
    expect(page.state()).toBe('form');
    expect(page.context().passwordError).toBe('passwordLength');
    page.actor.send({ type: 'password.edit' });
    expect(page.context().passwordError).toBeNull();

    page.actor.send({ type: 'password.submit', password: NEW_PASSWORD });
    page.actor.send({ type: 'password.submit', password: NEW_PASSWORD });
    expect(page.state()).toBe('saving');
    expect(page.fakes.calls.slice(1)).toEqual([
      { id: 'savePassword', input: { oobCode: OOB_CODE, password: NEW_PASSWORD } },
    ]);
    // The password goes to the save call only, never into the machine's context.
    expect(JSON.stringify(page.context())).not.toContain(NEW_PASSWORD);
    page.fakes.settle('savePassword', { output: undefined });
    await flush();
    expect(page.state()).toBe('done');
  });

  it('accepts exactly 6 characters', async () => {
    const page = await openForm();
    page.actor.send({ type: 'password.submit', password: '123456' });
    expect(page.state()).toBe('saving');
  });

  it.each([null, '', '   '])('opens a link without a code (%j) as an invalid link, calling nothing', (code) => {
    const page = open(code);
    expect(page.state()).toBe('invalidLink');
    expect(page.fakes.calls).toEqual([]);
  });

  it.each(['auth/expired-action-code', 'auth/invalid-action-code'])(
    'treats %s from the check as an invalid link',
    async (code) => {
      const page = open(OOB_CODE);
      page.fakes.settle('checkLink', { error: authFailure(code) });
      await flush();
      expect(page.state()).toBe('invalidLink');
    },
  );

  it("offers 'Try again' after any other check failure, which checks the link again", async () => {
    const page = open(OOB_CODE);
    page.fakes.settle('checkLink', { error: callFailure({ text: 'Failed to fetch' }) });
    await flush();
    expect(page.state()).toBe('checkFailed');
    page.actor.send({ type: 'link.retry' });
    expect(page.state()).toBe('checking');
    expect(page.fakes.calls.map((call) => call.id)).toEqual(['checkLink', 'checkLink']);
    page.fakes.settle('checkLink', { output: { email: ACCOUNT_EMAIL } });
    await flush();
    expect(page.state()).toBe('form');
  });

  it.each(['auth/expired-action-code', 'auth/invalid-action-code'])(
    'treats %s from the save as an invalid link',
    async (code) => {
      const page = await openForm();
      page.actor.send({ type: 'password.submit', password: NEW_PASSWORD });
      page.fakes.settle('savePassword', { error: authFailure(code) });
      await flush();
      expect(page.state()).toBe('invalidLink');
    },
  );

  it.each([
    [
      'a known auth code as its message',
      authFailure('auth/weak-password'),
      'The password must be 6 characters long or more.',
    ],
    [
      'too many requests as its message',
      authFailure('auth/too-many-requests'),
      'We have blocked all requests from this device due to unusual activity. Try again later.',
    ],
    ["an unknown code as 'Something went wrong'", authFailure('auth/made-up'), 'Something went wrong'],
    [
      "a failure without a code as 'Something went wrong'",
      callFailure({ text: 'Failed to fetch' }),
      'Something went wrong',
    ],
  ])('shows a failed save with %s and lets the user try again', async (_name, error, message) => {
    const page = await openForm();
    page.actor.send({ type: 'password.submit', password: NEW_PASSWORD });
    page.fakes.settle('savePassword', { error });
    await flush();
    expect(page.state()).toBe('form');
    expect(page.context().error).toBe(message);
    page.actor.send({ type: 'password.submit', password: NEW_PASSWORD });
    expect(page.state()).toBe('saving');
    expect(page.context().error).toBeNull();
  });
});
