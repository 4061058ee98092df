/**
 * The news call (spec 7): cloud function ig-getNews, POST without payload or token; the list
 * arrives under `news`. The server answers with this type, src/services validates with the
 * schema, content, the machine and the screens use the type.
 */
import * as z from 'zod/mini';

const newsItem = z.object({
  slug: z.string(),
  title: z.string(),
  imagePath: z.string(),
  /** Paragraphs, in order. */
  text: z.array(z.string()),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsAnswer = z.object({ news: z.array(newsItem) });
