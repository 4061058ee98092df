import { createFileRoute } from '@tanstack/react-router';
import { RestorePasswordScreen } from './-access-recovery/restore-password-screen';

/** Public (spec 2.1, 2.17): Restore Password. */
export const Route = createFileRoute('/password-recovery')({ component: RestorePasswordScreen });
