import type { BrandId } from '../../../content/brands';

/** One dynamic import per brand so each theme ships as its own chunk and only one is fetched. */
const themeLoaders: Record<BrandId, () => Promise<{ themeClass: string }>> = {
  default: () => import('./default.css'),
  x: () => import('./x.css'),
  y: () => import('./y.css'),
};

/** Resolves the class to put on `document.documentElement` (so portals and `body` get the tokens). */
export async function loadThemeClass(brand: BrandId): Promise<string> {
  const { themeClass } = await themeLoaders[brand]();
  return themeClass;
}
