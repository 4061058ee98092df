import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isAuthorised } from '../app/session-selectors';

/** Guest-only routes (spec 2.2): an authorised user is sent to the dashboard. Signed-out visitors never wait. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => {
    if (isAuthorised(context.session.getSnapshot())) throw redirect({ to: '/dashboard', replace: true });
  },
  component: Outlet,
});
