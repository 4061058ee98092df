import { createFileRoute } from '@tanstack/react-router';
import { articleOrRedirect } from '../../-library/article-routing';
import { ArticleScreen } from '../../-library/article-screen';

/** Spec 2.9: an article; an unknown topic goes to the dashboard, an unknown part to its topic. */
export const Route = createFileRoute('/_authed/dashboard/articles/$topic/$part')({
  beforeLoad: ({ params }) => articleOrRedirect(params.topic, params.part),
  component: function ArticlePage() {
    const { topic, article } = Route.useRouteContext();
    return <ArticleScreen topic={topic} article={article} />;
  },
});
