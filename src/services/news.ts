/** The news call of spec 7: `POST {functions}/ig-getNews`, no payload, no token; the list arrives under `news`. */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import type { NewsItem } from '../../contracts/news';
import { http, request, url } from './http';

export async function fetchNews(functionsUrl: string): Promise<NewsItem[]> {
  const body = await request(() => http.post(url(functionsUrl, callPath(ENDPOINTS.news))).json());
  return ENDPOINTS.news.answer.parse(body).news;
}
