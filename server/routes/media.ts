/**
 * Post images: the image proxy the SPA loads outside images through (spec 7: "a CORS proxy host
 * with the image URL appended"), and the demo posts' own drawn images.
 */
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import { allowedImageUrl, fetchAllowedImage, type ImageFetch } from '../functions/image-proxy.ts';
import { postImageSvg } from '../functions/post-image.ts';
import { countCall } from '../rate-limit.ts';
import { refuse } from '../refusal.ts';

// Public: an <img> cannot send a bearer token.
const POST_IMAGE_FILE = /^([a-z0-9._-]{1,80})\.svg$/;

export function mediaRoutes(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, fetchImage: ImageFetch = fetch) {
  const { config } = deps;

  return {
    imageProxy: factory.createHandlers(async (c) => {
      const url = allowedImageUrl(inputOf(c, 'imageProxy').query.url, config.imageProxyAllow);
      if (!url) refuse(400, 'url is not an allowed image address');
      // Counted only once the address is allowed: refusals do no work upstream.
      await countCall(c, deps, 'imageProxy');
      const image = await fetchAllowedImage(url, config.imageProxyAllow, fetchImage);
      if (image.kind === 'refused') refuse(image.status, image.error);
      // Only our own headers: nothing of the upstream answer (cookies, caching rules) is passed on.
      c.header('content-type', image.contentType);
      c.header('cache-control', 'public, max-age=86400');
      return c.body(image.bytes);
    }),

    postImage: factory.createHandlers((c) => {
      const id = POST_IMAGE_FILE.exec(param(c, 'file'))?.[1];
      if (!id) refuse(404, 'Not found');
      c.header('content-type', 'image/svg+xml; charset=utf-8');
      c.header('cache-control', 'public, max-age=31536000, immutable');
      return c.body(postImageSvg(id));
    }),
  } satisfies EndpointHandlers;
}
