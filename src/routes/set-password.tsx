import { createFileRoute } from '@tanstack/react-router';
import { closeSetPassword, openSetPassword } from '../app/set-password';
import { SetPasswordScreen } from './-access-recovery/set-password-screen';

/**
 * Public: where the emailed activation and restore-password links lead (`oobCode` is Firebase's
 * action code); the new password is set here with the identity provider.
 */
export const Route = createFileRoute('/set-password')({
  validateSearch: (search: Record<string, unknown>): { oobCode?: string } =>
    typeof search.oobCode === 'string' || typeof search.oobCode === 'number' ? { oobCode: String(search.oobCode) } : {},
  // The link is checked once per visit, as the page loads (not on a hover; a reload keeps the visit).
  preload: false,
  loaderDeps: ({ search }) => ({ oobCode: search.oobCode ?? null }),
  loader: ({ deps }) => openSetPassword(deps.oobCode),
  onLeave: closeSetPassword,
  component: SetPassword,
});

function SetPassword() {
  return <SetPasswordScreen actor={Route.useLoaderData()} />;
}
