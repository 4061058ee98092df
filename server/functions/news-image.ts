/**
 * Illustrations for news items, drawn in code (no binary assets to keep in sync with the table):
 * a two-colour gradient and a simple white glyph chosen by slug. Pure.
 */
import { stableHash } from './stable-hash.ts';

const WIDTH = 640;
const HEIGHT = 360;

/** White line-art glyphs centred on (320, 180), one per known topic. */
export const NEWS_GLYPHS: Record<string, string> = {
  // Reels: a play button with a clock arc (longer videos).
  'reels-up-to-three-minutes':
    '<rect x="240" y="100" width="160" height="160" rx="36"/><path d="M298 145 L348 180 L298 215 Z" fill="#fff"/><path d="M420 120 A90 90 0 0 1 420 240"/>',
  // Edits: a timeline with clips and a playhead.
  'edits-video-app':
    '<rect x="200" y="150" width="90" height="60" rx="10"/><rect x="300" y="150" width="140" height="60" rx="10"/><path d="M340 110 L340 250"/><path d="M325 110 L355 110"/>',
  // Trial reels: a flask.
  'trial-reels':
    '<path d="M295 100 L345 100 M305 100 L305 165 L255 250 L385 250 L335 165 L335 100"/><path d="M278 212 L362 212"/>',
  // The profile grid: 3 × 2 rectangles of 3:4.
  'rectangular-profile-grid':
    '<rect x="236" y="104" width="48" height="64" rx="6"/><rect x="296" y="104" width="48" height="64" rx="6"/><rect x="356" y="104" width="48" height="64" rx="6"/><rect x="236" y="180" width="48" height="64" rx="6"/><rect x="296" y="180" width="48" height="64" rx="6"/><rect x="356" y="180" width="48" height="64" rx="6"/>',
  // Teen accounts: a shield with a check mark.
  'teen-accounts':
    '<path d="M320 95 L390 122 L390 185 C390 225 360 250 320 265 C280 250 250 225 250 185 L250 122 Z"/><path d="M290 180 L312 202 L352 160"/>',
  // Direct messages: a chat bubble with a clock.
  'direct-message-updates':
    '<path d="M230 120 H410 V220 H300 L260 255 V220 H230 Z"/><circle cx="320" cy="170" r="30"/><path d="M320 152 L320 170 L334 178"/>',
};

/** Any other item gets a four-pointed sparkle. */
const DEFAULT_GLYPH = '<path d="M320 100 L340 160 L400 180 L340 200 L320 260 L300 200 L240 180 L300 160 Z"/>';

export function newsImageSvg(slug: string): string {
  // A stable hue per slug, so each item keeps its colours.
  const hue = stableHash(slug) % 360;
  const glyph = NEWS_GLYPHS[slug] ?? DEFAULT_GLYPH;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 45%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="90" cy="300" r="140" fill="#fff" opacity=".08"/><circle cx="560" cy="40" r="110" fill="#fff" opacity=".08"/>
<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>`;
}
