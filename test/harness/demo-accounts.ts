/** The demo accounts registered for a test file's tests, as the development entry registers them. */
import { afterAll, beforeAll } from 'vitest';
import { developmentDemoAccounts } from '../../server/dev/demo/accounts-data.ts';
import { registerDemoAccounts } from '../../server/profile-sources/demo-accounts.ts';

export function withDemoAccounts() {
  beforeAll(() => registerDemoAccounts(developmentDemoAccounts));
  afterAll(() => registerDemoAccounts(undefined));
}
