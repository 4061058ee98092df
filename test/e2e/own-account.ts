// Not in browser.ts: the fault suite's files use the browser without the stack these helpers read.
import { signUpSubscriber, uniqueEmail } from '../server/helpers';

/**
 * A new subscriber's email (password DEMO_PASSWORD), for a test that ends the account's sessions: a
 * log-out, a switch of account or a new password revokes every token of the account, and the files
 * running beside it keep the demo accounts signed in.
 */
export async function subscriberOfItsOwn(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpSubscriber(email);
  return email;
}
