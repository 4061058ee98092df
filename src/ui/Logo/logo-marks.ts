/**
 * The logo's white mark per brand on its 40 × 40 gradient tile, as data: the Logo component draws
 * it as SVG and the build draws the app icons from it (scripts/pwa/app-icons.ts). Pure.
 * Reach an upward arrow, Orbit a ringed planet, Pulse a heartbeat.
 */
import type { BrandId } from '../../../domain/brands';

export const LOGO_VIEWBOX = 40;
export const LOGO_CORNER_RADIUS = 11;
export const MARK_STROKE_WIDTH = 3;

type Point = readonly [number, number];

/** Every mark is stroked in white with round caps and joins; a dot is filled as well. */
export type LogoMark =
  | { kind: 'polyline'; points: readonly Point[] }
  | { kind: 'dot'; cx: number; cy: number; r: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rotate: number };

export const LOGO_MARKS: Record<BrandId, readonly LogoMark[]> = {
  default: [
    {
      kind: 'polyline',
      points: [
        [11, 28],
        [18, 21],
        [23, 25],
        [30, 13],
      ],
    },
    {
      kind: 'polyline',
      points: [
        [24, 13],
        [30, 13],
        [30, 19],
      ],
    },
  ],
  x: [
    { kind: 'dot', cx: 20, cy: 20, r: 6 },
    { kind: 'ellipse', cx: 20, cy: 20, rx: 13, ry: 5, rotate: -25 },
  ],
  y: [
    {
      kind: 'polyline',
      points: [
        [7, 21],
        [13, 21],
        [16, 13],
        [21, 28],
        [25, 18],
        [27, 21],
        [33, 21],
      ],
    },
  ],
};
