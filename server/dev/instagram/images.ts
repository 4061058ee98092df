/**
 * The stand-in's post and profile pictures: real PNGs (the image proxy takes raster types only),
 * 4:5 like a feed post, a few colour bands chosen by the id's hash so every post looks its own.
 */
import { mix } from '../demo/random.ts';
import { findStandInPost, standInAccountByUserId } from './accounts.ts';
import { encodePng, type Rgb } from './png.ts';

export const IMAGES_PATH = '/dev/instagram/media';
const WIDTH = 64;
const HEIGHT = 80;

export const imageUrl = (origin: string, id: string) => `${origin}${IMAGES_PATH}/${id}.png`;

/** Whether `id` is a post, carousel child or account of the test accounts (only those have a picture). */
export const hasPicture = (id: string) => findStandInPost(id) !== undefined || standInAccountByUserId(id) !== undefined;

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

export function picturePng(id: string): Buffer {
  const seed = mix(...Buffer.from(id));
  const bands = 3 + (seed % 3);
  const colours = Array.from({ length: bands }, (_, band) =>
    hslToRgb(mix(seed, band) % 360, 0.45 + (mix(seed, band, 1) % 30) / 100, 0.4 + (mix(seed, band, 2) % 35) / 100),
  );
  return encodePng(WIDTH, HEIGHT, (_x, y) => colours[Math.floor((y * bands) / HEIGHT)]);
}
