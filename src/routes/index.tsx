import { createFileRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isAuthorised, isSettling } from '../app/session-selectors';
import { FullScreenLoader } from '../ui/FullScreenLoader/FullScreenLoader';

/** Home: signed-in users go to the dashboard, others to sign-in; a login link shows a loader until then. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const snapshot = await waitFor(context.session, (s) => !isSettling(s));
    throw redirect({ to: isAuthorised(snapshot) ? '/dashboard' : '/sign-in', replace: true });
  },
  pendingMs: 0,
  pendingComponent: () => <FullScreenLoader label="Signing you in" />,
});
