import { createFileRoute } from '@tanstack/react-router';
import { PasswordSafetyScreen } from './-password-safety/password-safety-screen';

export const Route = createFileRoute('/_authed/dashboard/password-safety')({ component: PasswordSafetyScreen });
