/**
 * The app icons, drawn at build time from the logo's own geometry (src/ui/Logo/logo-marks.ts) and
 * the brand's colours: the rounded gradient tile with its white mark ("any"), and a full-bleed
 * tile for launchers that cut their own shape ("maskable", the mark inside the 80 % safe circle).
 * Shapes are rendered by signed distance, one sample per pixel, edges anti-aliased over a pixel.
 */
import { BRAND_COLORS } from '../../content/brand-colors.ts';
import type { BrandId } from '../../domain/brands.ts';
import { ICON_SIZES, iconUrl, MASKABLE_ICON_SIZE } from '../../content/web-app-manifest.ts';
import {
  LOGO_CORNER_RADIUS,
  LOGO_MARKS,
  LOGO_VIEWBOX,
  MARK_STROKE_WIDTH,
  type LogoMark,
} from '../../src/ui/Logo/logo-marks.ts';
import { encodePng } from './png.ts';

type Point = readonly [number, number];

/** Segments approximating a stroked ellipse: far below a pixel's error at 512 px. */
const ELLIPSE_SEGMENTS = 96;

/** Every mark as the polylines its stroke follows, plus how far around them it is painted. */
function markOutlines(mark: LogoMark): { points: Point[]; reach: number } {
  const half = MARK_STROKE_WIDTH / 2;
  switch (mark.kind) {
    case 'polyline':
      return { points: [...mark.points], reach: half };
    case 'dot': // filled and stroked: a disc of radius r plus half the stroke
      return { points: [[mark.cx, mark.cy]], reach: mark.r + half };
    case 'ellipse': {
      const angle = (mark.rotate * Math.PI) / 180;
      const points = Array.from({ length: ELLIPSE_SEGMENTS + 1 }, (_, i): Point => {
        const t = (i / ELLIPSE_SEGMENTS) * 2 * Math.PI;
        const [x, y] = [mark.rx * Math.cos(t), mark.ry * Math.sin(t)];
        return [
          mark.cx + x * Math.cos(angle) - y * Math.sin(angle),
          mark.cy + x * Math.sin(angle) + y * Math.cos(angle),
        ];
      });
      return { points, reach: half };
    }
  }
}

function distanceToPolyline(x: number, y: number, points: readonly Point[]): number {
  if (points.length === 1) return Math.hypot(x - points[0][0], y - points[0][1]);
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const [dx, dy] = [bx - ax, by - ay];
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/** Signed distance to the logo's rounded tile (negative inside). */
function distanceToTile(x: number, y: number): number {
  const half = LOGO_VIEWBOX / 2;
  const qx = Math.abs(x - half) - (half - LOGO_CORNER_RADIUS);
  const qy = Math.abs(y - half) - (half - LOGO_CORNER_RADIUS);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - LOGO_CORNER_RADIUS;
}

const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** Where the logo's mark paints, in logo units (0 to 40), for the maskable safe-zone check. */
export function markPoints(brand: BrandId): Array<{ points: Point[]; reach: number }> {
  return LOGO_MARKS[brand].map(markOutlines);
}

/** RGBA pixels of the brand's icon, `size` pixels square. */
function drawAppIcon(brand: BrandId, size: number, maskable: boolean): Uint8Array {
  const from = rgbOf(BRAND_COLORS[brand].brand);
  const to = rgbOf(BRAND_COLORS[brand].accentTo);
  const unitsPerPixel = LOGO_VIEWBOX / size;
  const outlines = markPoints(brand).map(({ points, reach }) => {
    const margin = reach + unitsPerPixel;
    const [xs, ys] = [points.map(([x]) => x), points.map(([, y]) => y)];
    return {
      points,
      reach,
      box: [Math.min(...xs) - margin, Math.min(...ys) - margin, Math.max(...xs) + margin, Math.max(...ys) + margin],
    };
  });
  // Coverage of a pixel whose centre lies `distance` logo units outside a shape's edge.
  const coverage = (distance: number) => Math.max(0, Math.min(1, 0.5 - distance / unitsPerPixel));
  const pixels = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const [x, y] = [(column + 0.5) * unitsPerPixel, (row + 0.5) * unitsPerPixel];
      // The gradient runs corner to corner, as the Logo's linearGradient (0,0) → (1,1).
      const t = (x + y) / (2 * LOGO_VIEWBOX);
      let white = 0;
      for (const { points, reach, box } of outlines) {
        if (x < box[0] || x > box[2] || y < box[1] || y > box[3]) continue; // too far to touch this pixel
        white = Math.max(white, coverage(distanceToPolyline(x, y, points) - reach));
      }
      const at = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const background = from[channel] + (to[channel] - from[channel]) * t;
        pixels[at + channel] = Math.round(background + (255 - background) * white);
      }
      pixels[at + 3] = Math.round(255 * (maskable ? 1 : coverage(distanceToTile(x, y))));
    }
  }
  return pixels;
}

/** Every icon file of every brand the manifests name: build path (no leading slash) → PNG. */
export function appIconFiles(brands: readonly BrandId[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const brand of brands) {
    for (const size of ICON_SIZES)
      files.set(iconUrl(brand, size).slice(1), encodePng(size, size, drawAppIcon(brand, size, false)));
    files.set(
      iconUrl(brand, MASKABLE_ICON_SIZE, true).slice(1),
      encodePng(MASKABLE_ICON_SIZE, MASKABLE_ICON_SIZE, drawAppIcon(brand, MASKABLE_ICON_SIZE, true)),
    );
  }
  return files;
}
