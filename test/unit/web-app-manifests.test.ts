/**
 * Installability: one web app manifest per brand with the fields a phone needs, and
 * icons drawn from the logo that really are PNGs of the stated size (decoded here pixel by pixel).
 */
import { inflateSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_COLORS } from '../../content/brand-colors';
import { BRANDS } from '../../content/brands';
import type { BrandId } from '../../domain/brands';
import { manifestUrl, webAppManifest } from '../../content/web-app-manifest';
import { markPoints } from '../../scripts/pwa/app-icons';
import { encodePng } from '../../scripts/pwa/png';
import { webAppManifestFiles } from '../../scripts/pwa/web-app-manifests';
import viteConfig from '../../vite.config';

const BRAND_IDS = Object.keys(BRANDS) as BrandId[];
const files = webAppManifestFiles();

/** Reads back what encodePng writes: the header, and the pixels of an 8-bit RGBA, unfiltered image. */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const header = chunks.get('IHDR')!;
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const rows = inflateSync(chunks.get('IDAT')!);
  const pixel = (x: number, y: number) => {
    const at = y * (width * 4 + 1) + 1 + x * 4;
    expect(rows[y * (width * 4 + 1)]).toBe(0);
    return [...rows.subarray(at, at + 4)];
  };
  return { width, height, pixel, ended: chunks.has('IEND') };
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const near = (actual: number[], expected: number[], tolerance = 12) =>
  actual.every((value, i) => Math.abs(value - expected[i]) <= tolerance);

describe.each(BRAND_IDS)('brand %s', (brand) => {
  const manifest = JSON.parse(String(files.get(manifestUrl(brand).slice(1))));

  it('has a manifest with the product name, the brand colour, /dashboard as start and standalone display', () => {
    const { productName } = BRANDS[brand];
    expect(manifest).toMatchObject({
      name: `${productName} Profile Analyzer`,
      short_name: productName,
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND_COLORS[brand].brand,
      background_color: BRAND_COLORS[brand].background,
    });
    expect(manifest).toEqual(webAppManifest(brand));
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('ships every icon it names as a PNG of that size, drawn from the logo', () => {
    for (const { src, sizes, type, purpose } of manifest.icons) {
      expect(type).toBe('image/png');
      const png = decodePng(files.get(src.slice(1)) as Buffer);
      const size = Number(sizes.split('x')[0]);
      expect([png.width, png.height, png.ended]).toEqual([size, size, true]);
      const at = (x: number, y: number) => png.pixel(Math.floor((x / 40) * size), Math.floor((y / 40) * size));
      // The gradient runs from the brand colour (top left) to the accent (bottom right).
      expect(near(at(2, 4).slice(0, 3), rgb(BRAND_COLORS[brand].brand), 24)).toBe(true);
      expect(near(at(38, 36).slice(0, 3), rgb(BRAND_COLORS[brand].accentTo), 24)).toBe(true);
      // The white mark: on the first point of the logo's first stroke.
      const [mark] = markPoints(brand);
      expect(at(...mark.points[0])).toEqual([255, 255, 255, 255]);
      // An "any" icon is the rounded tile (transparent corners); a maskable one fills its square.
      expect(png.pixel(0, 0)[3]).toBe(purpose === 'maskable' ? 255 : 0);
      expect(png.pixel(size / 2, 1)[3]).toBe(255);
    }
  });

  it("keeps the logo's mark inside the maskable icon's safe zone (a centred circle of 80 % of the width)", () => {
    for (const { points, reach } of markPoints(brand)) {
      for (const [x, y] of points) expect(Math.hypot(x - 20, y - 20) + reach).toBeLessThanOrEqual(0.4 * 40);
    }
  });
});

describe('encodePng', () => {
  it('round-trips pixels and refuses a buffer of the wrong size', () => {
    const pixels = Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4]);
    const png = decodePng(encodePng(2, 2, pixels));
    expect([png.pixel(0, 0), png.pixel(1, 0), png.pixel(0, 1), png.pixel(1, 1)].flat()).toEqual([...pixels]);
    expect(() => encodePng(2, 2, pixels.subarray(4))).toThrow('Expected 16 bytes');
  });
});

describe('the web-app-manifests plugin', () => {
  const plugin = () =>
    (viteConfig.plugins ?? []).flat().find((p): p is Plugin => !!p && (p as Plugin).name === 'web-app-manifests')!;

  it('emits the three manifests and nine icons into the build', async () => {
    const emitFile = vi.fn();
    await (plugin().generateBundle as (this: unknown) => Promise<void>).call({ emitFile });
    expect(emitFile.mock.calls.map(([file]) => file.fileName).sort()).toEqual([...files.keys()].sort());
    expect(files.size).toBe(12);
  });

  it('serves them in dev with their content types and passes other paths on', () => {
    let middleware!: (req: { url: string }, res: unknown, next: () => void) => void;
    (plugin().configureServer as (server: unknown) => void)({
      middlewares: { use: (fn: typeof middleware) => (middleware = fn) },
    });
    const served = (url: string) => {
      const res = { setHeader: vi.fn(), end: vi.fn() };
      const next = vi.fn();
      middleware({ url }, res, next);
      return { type: res.setHeader.mock.calls[0]?.[1], body: res.end.mock.calls[0]?.[0], next: next.mock.calls.length };
    };
    expect(served('/manifests/x.webmanifest?v=1')).toEqual({
      type: 'application/manifest+json',
      body: files.get('manifests/x.webmanifest'),
      next: 0,
    });
    expect(served('/icons/y-maskable-512.png')).toMatchObject({ type: 'image/png', next: 0 });
    expect(served('/icons/z-512.png')).toMatchObject({ next: 1 });
    expect(served('/src/main.tsx')).toMatchObject({ next: 1 });
  });
});
