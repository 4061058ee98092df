import { createFileRoute } from '@tanstack/react-router';
import { CancelByLinkScreen } from './-unsubscription/cancel-by-link-screen';

/** Public cancel-by-link page (spec 2.17, DECISIONS.md): `/unsubscription?from=<token>`. */
export const Route = createFileRoute('/unsubscription')({
  validateSearch: (search: Record<string, unknown>): { from?: string } => {
    const from = search.from;
    // The router parses query values as JSON where it can: a digits-only token arrives as a number.
    return typeof from === 'string' || typeof from === 'number' ? { from: String(from) } : {};
  },
  component: Unsubscription,
});

function Unsubscription() {
  const { from } = Route.useSearch();
  return <CancelByLinkScreen from={from} />;
}
