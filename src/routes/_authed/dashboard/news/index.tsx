import { createFileRoute } from '@tanstack/react-router';
import { startNews } from '../../../../app/news';
import { NewsListScreen } from './-news/news-list-screen';

/** The news is fetched as the route loads, if the app has not fetched it yet (spec 7). */
export const Route = createFileRoute('/_authed/dashboard/news/')({ loader: startNews, component: NewsListScreen });
