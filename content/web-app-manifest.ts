/**
 * The web app manifest of each brand (installability): what a phone shows when the app
 * is added to the home screen. Built into `/manifests/<brand>.webmanifest` with its icons drawn
 * from the logo (scripts/pwa/); the page links the one of the brand in force (src/app/brand-manifest.ts).
 */
import { BRAND_COLORS } from './brand-colors.ts';
import type { BrandId } from '../domain/brands.ts';
import { BRANDS } from './brands.ts';

const APP_SUBTITLE = 'Profile Analyzer';
export const ICON_SIZES = [192, 512] as const;
export const MASKABLE_ICON_SIZE = 512;

export const manifestUrl = (brand: BrandId) => `/manifests/${brand}.webmanifest`;
export const iconUrl = (brand: BrandId, size: number, maskable = false) =>
  `/icons/${brand}-${maskable ? 'maskable-' : ''}${size}.png`;

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}

export function webAppManifest(brand: BrandId): WebAppManifest {
  const { productName } = BRANDS[brand];
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: iconUrl(brand, size, purpose === 'maskable'),
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose,
  });
  return {
    name: `${productName} ${APP_SUBTITLE}`,
    short_name: productName,
    description: 'Analyze your Instagram account and gain valuable insights.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS[brand].brand,
    background_color: BRAND_COLORS[brand].background,
    icons: [...ICON_SIZES.map((size) => icon(size, 'any')), icon(MASKABLE_ICON_SIZE, 'maskable')],
  };
}
