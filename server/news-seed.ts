/** The product's news (content/news.ts) into the `news` table on first start; later edits in the table are kept. */
import { NEWS } from '../content/news.ts';
import type { Db } from './db/adapter.ts';
import { insertNews } from './functions/news-store.ts';

export async function seedNews(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM news');
    if (count > 0) return 0;
    await insertNews(tx, NEWS);
    return NEWS.length;
  });
}
