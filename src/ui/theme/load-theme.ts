import type { BrandId } from '../../../domain/brands';
import { themeClass as defaultThemeClass } from './default.css';

/**
 * The default theme ships in the first chunk (no flash on first paint); x and y are one dynamic
 * import each, so only the brand in force is fetched.
 */
const themeLoaders: Record<BrandId, () => Promise<{ themeClass: string }>> = {
  default: async () => ({ themeClass: defaultThemeClass }),
  x: () => import('./x.css'),
  y: () => import('./y.css'),
};

/** Resolves the class to put on `document.documentElement` (so portals and `body` get the tokens). */
export { defaultThemeClass };

export async function loadThemeClass(brand: BrandId): Promise<string> {
  const { themeClass } = await themeLoaders[brand]();
  return themeClass;
}
