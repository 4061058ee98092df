import { createFileRoute } from '@tanstack/react-router';
import { FramedPage } from '../../-framed-page';

// Filled by the cancellation-flow work (issue 4); until then the shared page frame.
export const Route = createFileRoute('/_authed/dashboard/cancel-membership')({ component: () => <FramedPage title="Cancel membership" backTo="/dashboard/my-plan" /> });
