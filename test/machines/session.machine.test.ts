import { expect } from 'vitest';
import { sessionMachine } from '../../machines/session.machine';
import { isEmail, isLongEnoughPassword } from '../../machines/validation';
import { modelSuite } from '../harness/model-suite';
import { inputs, resultsIn, serialize, userEvents } from './session.model';

const reported: unknown[] = [];

modelSuite(sessionMachine, {
  inputs,
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: {
    reportSignInError: (_: unknown, params: unknown) => reported.push(params),
    reportMissingSubscription: (_: unknown, params: unknown) => reported.push(params),
    reportSubscriptionFetchError: (_: unknown, params: unknown) => reported.push(params),
  },
  afterPath: (_path, fakes) => {
    // Spec 5: nothing is sent when a check fails.
    for (const call of fakes.calls.filter((c) => c.id === 'signIn')) {
      const { email, password } = call.input as { email: string; password: string };
      expect(isEmail(email) && isLongEnoughPassword(password)).toBe(true);
    }
    // The password never reaches a log record.
    expect(JSON.stringify(reported)).not.toContain('demo1234');
  },
});
