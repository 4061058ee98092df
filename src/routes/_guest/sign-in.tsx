import { createFileRoute } from '@tanstack/react-router';
import { SignIn } from './-sign-in-screen';

export const Route = createFileRoute('/_guest/sign-in')({ component: SignIn });
