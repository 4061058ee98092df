import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordScreen } from './-access-recovery/set-password-screen';

/**
 * Public: where the emailed activation and restore-password links lead (`oobCode` is Firebase's
 * action code); the new password is set here with the identity provider.
 */
export const Route = createFileRoute('/set-password')({
  validateSearch: (search: Record<string, unknown>): { oobCode?: string } =>
    typeof search.oobCode === 'string' || typeof search.oobCode === 'number' ? { oobCode: String(search.oobCode) } : {},
  component: SetPassword,
});

function SetPassword() {
  const { oobCode } = Route.useSearch();
  return <SetPasswordScreen oobCode={oobCode ?? null} />;
}
