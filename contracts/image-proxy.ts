/**
 * The image proxy (spec 7: "a CORS proxy host with the image URL appended"): GET with `?url=`, the
 * address of a post image. Which hosts it may fetch from is the server's setting, checked there.
 */
import * as z from 'zod/mini';

export const imageProxyQuery = z.object({ url: z.string() });
