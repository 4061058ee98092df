import { createFileRoute } from '@tanstack/react-router';
import { MyPlan } from './-my-plan/my-plan-screen';

export const Route = createFileRoute('/_authed/dashboard/my-plan')({ component: MyPlan });
