import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { Session } from '../app/session';
import { OfflineNotice } from './-offline-notice';
import { SessionModals } from './-session-modals';
import { UpdateModal } from './-update-modal';

export const Route = createRootRouteWithContext<{ session: Session }>()({
  component: Root,
  // Spec 2.1: any other path falls to the home route.
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  return (
    <>
      <Outlet />
      <SessionModals />
      <UpdateModal />
      <OfflineNotice />
    </>
  );
}
