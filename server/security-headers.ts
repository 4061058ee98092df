/**
 * Security headers on every response: CSP without inline script but the one the pages shown before
 * the app carry (contracts/early-presses.ts, allowed by its hash), images only from our own origin
 * (and the image hosts configured beside it), frame-ancestors 'none', nosniff, a referrer policy,
 * a Permissions-Policy that turns off the device features the app never uses; HSTS wherever the
 * app is served over https (APP_ORIGIN, or the request itself), since browsers ignore it over
 * http and local http must keep working.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { KEEP_EARLY_PRESSES } from '../contracts/early-presses.ts';
import type { Config } from './config.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

type SecurityHeadersConfig = Pick<Config, 'authEmulatorHost' | 'appOrigin' | 'imageOrigins'> & {
  billing: Pick<Config['billing'], 'formTargets'>;
};

function contentSecurityPolicy({ authEmulatorHost, imageOrigins, billing }: SecurityHeadersConfig) {
  const identity = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'sha256-${createHash('sha256').update(KEEP_EARLY_PRESSES).digest('base64')}'`],
    // vanilla-extract and React may inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Outside images come through the image proxy, on our origin unless configured elsewhere.
    imgSrc: ["'self'", 'data:', ...imageOrigins],
    connectSrc: ["'self'", ...identity, ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The checkout form's redirect goes on to the payment provider's checkout.
    formAction: ["'self'", ...billing.formTargets],
    frameAncestors: ["'none'"],
  };
}

/** Device features no page of the app uses: no script on it (ours or injected) may ask for them. */
const UNUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'usb', 'bluetooth', 'serial', 'hid', 'midi'] as const;

export function securityHeaders(config: SecurityHeadersConfig): MiddlewareHandler {
  const common = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    permissionsPolicy: Object.fromEntries(UNUSED_FEATURES.map((feature) => [feature, []])),
  });
  const servedOverHttps = config.appOrigin?.startsWith('https:') ?? false;
  return async (c, next) => {
    await common(c, next);
    if (servedOverHttps || new URL(c.req.url).protocol === 'https:') c.header('Strict-Transport-Security', HSTS);
  };
}
