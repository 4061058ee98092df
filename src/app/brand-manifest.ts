/**
 * Links the web app manifest (`<link rel="manifest">`) and the browser bar colour
 * (`<meta name="theme-color">`) of the brand in force, and follows the brand as it changes
 * (the host first, then the plan code once the subscription is known).
 */
import { BRAND_COLORS } from '../../content/brand-colors';
import { manifestUrl } from '../../content/web-app-manifest';
import { followBrand } from './brand';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

export function linkBrandManifest(): void {
  const link = headElement('link[rel="manifest"]', () =>
    Object.assign(document.createElement('link'), { rel: 'manifest' }),
  );
  const themeColor = headElement('meta[name="theme-color"]', () =>
    Object.assign(document.createElement('meta'), { name: 'theme-color' }),
  );
  followBrand((brand) => {
    link.href = manifestUrl(brand);
    themeColor.content = BRAND_COLORS[brand].brand;
  });
}
