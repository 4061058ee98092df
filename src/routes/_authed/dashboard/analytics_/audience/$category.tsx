import { createFileRoute, redirect } from '@tanstack/react-router';
import { audienceCategoryOf } from '../../../../../../content/audience-lists';
import { closeAudienceList, openAudienceList } from '../../../../../app/audience-list';
import { AudienceListScreen } from '../../-audience-list/audience-list-screen';

/** An audience category's list, opened from its card on Analytics; an unknown category goes back to Analytics. */
export const Route = createFileRoute('/_authed/dashboard/analytics_/audience/$category')({
  beforeLoad: ({ params }) => {
    const category = audienceCategoryOf(params.category);
    if (!category) throw redirect({ to: '/dashboard/analytics', replace: true });
    return { category };
  },
  // One list per visit, loaded as the page opens; never on a card's hover (a hover is not a visit).
  preload: false,
  loader: ({ context }) => openAudienceList(context.category),
  onLeave: closeAudienceList,
  component: AudienceList,
});

function AudienceList() {
  return <AudienceListScreen category={Route.useRouteContext().category} list={Route.useLoaderData()} />;
}
