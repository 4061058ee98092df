import { createFileRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { entitlements, isRefreshingSubscription } from '../../../app/session-selectors';
import { CoursePage } from './-course/course-page';

/** Spec 2.12, 6: only a course owner reaches the page; others get the course purchase modal on the dashboard. */
export const Route = createFileRoute('/_authed/dashboard/course')({
  beforeLoad: async ({ context }) => {
    const snapshot = await waitFor(context.session, (s) => !isRefreshingSubscription(s));
    if (!entitlements(snapshot).course)
      throw redirect({ to: '/dashboard', search: { offer: 'course' }, replace: true });
  },
  component: CoursePage,
});
