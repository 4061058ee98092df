import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isAuthorised, isSettling } from '../app/session-selectors';
import { FullScreenLoader } from '../ui/FullScreenLoader/FullScreenLoader';

/** Protected routes (spec 2.2, 6): only an authorised subscriber gets in; others go to sign-in. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context }) => {
    const snapshot = await waitFor(context.session, (s) => !isSettling(s));
    if (!isAuthorised(snapshot)) throw redirect({ to: '/sign-in', replace: true });
  },
  pendingComponent: () => <FullScreenLoader />,
  component: Outlet,
});
