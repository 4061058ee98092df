import { createFileRoute } from '@tanstack/react-router';
import { closeCancelLink, openCancelLink } from '../app/cancel-by-link';
import { CancelByLinkScreen } from './-unsubscription/cancel-by-link-screen';

/** Public cancel-by-link page (spec 2.17, docs/decisions.md): `/unsubscription?from=<token>`. */
export const Route = createFileRoute('/unsubscription')({
  validateSearch: (search: Record<string, unknown>): { from?: string } => {
    const from = search.from;
    // The router parses query values as JSON where it can: a digits-only token arrives as a number.
    return typeof from === 'string' || typeof from === 'number' ? { from: String(from) } : {};
  },
  // The visit's actor makes the cancel call as the page loads; never on a link's hover (a hover
  // is not a visit), and loading the route again keeps the same actor (no second call).
  preload: false,
  loaderDeps: ({ search }) => ({ from: search.from ?? null }),
  loader: ({ deps }) => openCancelLink(deps.from),
  onLeave: closeCancelLink,
  component: Unsubscription,
});

function Unsubscription() {
  return <CancelByLinkScreen cancel={Route.useLoaderData()} />;
}
