/** The news call of spec 7: `POST {functions}/ig-getNews`, no payload, no token; the list arrives under `news`. */
import * as z from 'zod/mini';
import { http, request, url } from './http';

const newsResponse = z.object({
  news: z.array(z.object({ slug: z.string(), title: z.string(), imagePath: z.string(), text: z.array(z.string()) })),
});

export type NewsItem = z.infer<typeof newsResponse>['news'][number];

export async function fetchNews(functionsUrl: string): Promise<NewsItem[]> {
  const body = await request(() => http.post(url(functionsUrl, '/ig-getNews')).json());
  return newsResponse.parse(body).news;
}
