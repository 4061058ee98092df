import { createFileRoute } from '@tanstack/react-router';
import { closeSignUp, openSignUp } from '../app/sign-up';
import { AccessRecoveryScreen } from './-access-recovery/access-recovery-screen';
import { SignUpScreen } from './-access-recovery/sign-up-screen';

/**
 * Public (spec 2.1, 2.17, docs/decisions.md): Access Recovery, or with `id` (a subscription id, even an
 * empty one) Create Your Account, which finalises that subscription.
 */
export const Route = createFileRoute('/access-recovery')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => {
    if (!('id' in search)) return {};
    const id = search.id;
    // The router parses query values as JSON where it can: a digits-only id arrives as a number.
    return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : '' };
  },
  // Create Your Account's visit opens as the page loads (it ends any session on this device), never
  // on a link's hover; a reload of the route keeps the same visit.
  preload: false,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) => {
    if (deps.id !== undefined) return openSignUp(deps.id);
    closeSignUp(); // the id left the address: Access Recovery, and no visit of Create Your Account
    return null;
  },
  onLeave: closeSignUp,
  component: AccessRecovery,
});

function AccessRecovery() {
  const signUp = Route.useLoaderData();
  // A new id in the address is a new visit: a new actor, and a form without the last one's password.
  return signUp ? <SignUpScreen key={signUp.sessionId} actor={signUp} /> : <AccessRecoveryScreen />;
}
