import { createFileRoute, redirect } from '@tanstack/react-router';

/** The article base path alone has no screen: topics are reached from the dashboard. */
export const Route = createFileRoute('/_authed/dashboard/articles/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
