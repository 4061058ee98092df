import { createFileRoute } from '@tanstack/react-router';
import { startNews } from '../../../../app/news';
import { NewsPostScreen } from './-news/news-post-screen';

/** The news is fetched as the route loads, if the app has not fetched it yet (spec 7). */
export const Route = createFileRoute('/_authed/dashboard/news/$slug')({ loader: startNews, component: NewsPost });

function NewsPost() {
  const { slug } = Route.useParams();
  return <NewsPostScreen slug={slug} />;
}
