import { createFileRoute } from '@tanstack/react-router';
import { NewsListScreen } from './-news/news-list-screen';

export const Route = createFileRoute('/_authed/dashboard/news/')({ component: NewsListScreen });
