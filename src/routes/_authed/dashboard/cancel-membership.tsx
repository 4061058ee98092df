import { createFileRoute } from '@tanstack/react-router';
import { CancelFlowScreen } from './-cancel-flow/cancel-flow-screen';

/** The full-screen nine-step cancellation flow (spec 2.15). */
export const Route = createFileRoute('/_authed/dashboard/cancel-membership')({ component: CancelFlowScreen });
