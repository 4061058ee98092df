import { createFileRoute } from '@tanstack/react-router';
import { closeBreachCheck, openBreachCheck } from '../../../app/breach-check';
import { PasswordSafetyScreen } from './-password-safety/password-safety-screen';

export const Route = createFileRoute('/_authed/dashboard/password-safety')({
  // One check per visit, started as the page loads; never on a link's hover (the breach service
  // is rate-limited, and a hover is not a visit).
  preload: false,
  loader: () => openBreachCheck(),
  onLeave: closeBreachCheck,
  component: PasswordSafety,
});

function PasswordSafety() {
  return <PasswordSafetyScreen check={Route.useLoaderData()} />;
}
