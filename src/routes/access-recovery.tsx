import { createFileRoute } from '@tanstack/react-router';
import { AccessRecoveryScreen } from './-access-recovery/access-recovery-screen';
import { SignUpScreen } from './-access-recovery/sign-up-screen';

/**
 * Public (spec 2.1, 2.17, DECISIONS.md): Access Recovery, or with `id` (a subscription id, even an
 * empty one) Create Your Account, which finalises that subscription.
 */
export const Route = createFileRoute('/access-recovery')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => {
    if (!('id' in search)) return {};
    const id = search.id;
    // The router parses query values as JSON where it can: a digits-only id arrives as a number.
    return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : '' };
  },
  component: AccessRecovery,
});

function AccessRecovery() {
  const { id } = Route.useSearch();
  return id === undefined ? <AccessRecoveryScreen /> : <SignUpScreen subscriptionId={id} />;
}
