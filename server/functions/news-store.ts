/** News items (spec 3) as the `news` table keeps them. */
import type { NewsItem } from '../../contracts/news.ts';
import type { Queryable } from '../db/adapter.ts';

interface NewsRow {
  slug: string;
  title: string;
  image_path: string;
  paragraphs: string[];
  [key: string]: unknown;
}

export async function listNews(q: Queryable): Promise<NewsItem[]> {
  const rows = await q.query<NewsRow>('SELECT slug, title, image_path, paragraphs FROM news ORDER BY position, slug');
  return rows.map((row) => ({ slug: row.slug, title: row.title, imagePath: row.image_path, text: row.paragraphs }));
}

export async function newsExists(q: Queryable, slug: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM news WHERE slug = $1', [slug])).length > 0;
}

/** Adds the items in the given order (positions follow the list); an existing slug is left as it is. */
export async function insertNews(q: Queryable, items: NewsItem[]): Promise<void> {
  for (const [position, item] of items.entries()) {
    await q.query(
      `INSERT INTO news (slug, position, title, image_path, paragraphs) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO NOTHING`,
      [item.slug, position, item.title, item.imagePath, item.text],
    );
  }
}
