/**
 * Each brand's colours (docs/ui.md "Brands"): the brand hex (browser bar, manifest theme colour, logo
 * gradient start), the gradient's end and the page background. The themes, the app icons and the
 * web app manifests all read them from here. Pure data.
 */
import type { BrandId } from '../domain/brands.ts';

export interface BrandColors {
  brand: string;
  accentTo: string;
  background: string;
}

export const BRAND_COLORS: Record<BrandId, BrandColors> = {
  default: { brand: '#7C3AED', accentTo: '#EC4899', background: '#F8F7FC' },
  x: { brand: '#2563EB', accentTo: '#06B6D4', background: '#F5F8FD' },
  y: { brand: '#0D9488', accentTo: '#84CC16', background: '#F4FAF8' },
};
