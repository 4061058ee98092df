import { newsImageUrl } from '../../../../../app/news';

/**
 * The server draws every news image at 640×360 (server/functions/news-image.ts). Decorative: a
 * gradient and a glyph beside the item's title, which already names it, so the alt is empty.
 */
export function NewsImage({ imagePath, className }: { imagePath: string; className: string }) {
  return <img className={className} src={newsImageUrl(imagePath)} width={640} height={360} alt="" />;
}
