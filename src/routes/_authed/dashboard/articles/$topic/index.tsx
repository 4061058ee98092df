import { createFileRoute } from '@tanstack/react-router';
import { topicOrRedirect } from '../../-library/article-routing';
import { TopicScreen } from '../../-library/topic-screen';

/** Spec 2.9: a topic page; an unknown topic goes to the dashboard. */
export const Route = createFileRoute('/_authed/dashboard/articles/$topic/')({
  beforeLoad: async ({ params }) => ({ topic: await topicOrRedirect(params.topic) }),
  component: function TopicPage() {
    return <TopicScreen topic={Route.useRouteContext().topic} />;
  },
});
