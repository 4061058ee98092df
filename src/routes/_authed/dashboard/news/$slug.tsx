import { createFileRoute } from '@tanstack/react-router';
import { NewsPostScreen } from './-news/news-post-screen';

export const Route = createFileRoute('/_authed/dashboard/news/$slug')({ component: NewsPost });

function NewsPost() {
  const { slug } = Route.useParams();
  return <NewsPostScreen slug={slug} />;
}
