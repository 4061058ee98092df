import { createFileRoute } from '@tanstack/react-router';
import { HACKS, HACKS_INTRO } from '../../../../content/hacks';
import { RankedTipsPage } from './-library/ranked-tips-page';

/** Spec 2.8: the five algorithm hacks. */
export const Route = createFileRoute('/_authed/dashboard/top-hacks')({
  component: () => <RankedTipsPage title="Algorithm hacks" intro={HACKS_INTRO} tips={HACKS} />,
});
