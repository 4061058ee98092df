import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { selectLatestProfile } from '../../../../../machines/insight-status.machine';
import { countInDeviceTimeZone, insights, startInsights } from '../../../../app/insights';
import { closePostsList, openPostsList } from '../../../../app/posts-list';
import { PostsListScreen } from '../-posts-list/posts-list-screen';

/** Every analysed post, opened from Analytics ('See all posts'): the latest profile document's, in the order chosen. */
export const Route = createFileRoute('/_authed/dashboard/analytics_/posts')({
  // The insight status keeps the document, as on Analytics (started here if the app has not started
  // it yet), its posts dated in the device's time zone.
  loader: () => {
    countInDeviceTimeZone();
    startInsights();
    return openPostsList();
  },
  onLeave: closePostsList,
  component: Posts,
});

function Posts() {
  // Like Analytics: a document arriving renders in slices while the page stays responsive.
  const profile = useDeferredValue(useSelector(insights, selectLatestProfile));
  return <PostsListScreen profile={profile} list={Route.useLoaderData()} />;
}
