/**
 * Security headers on every response: CSP without inline script, frame-ancestors 'none', nosniff,
 * a referrer policy; HSTS only when the request reached us over https (an https URL, or
 * X-Forwarded-Proto from a trusted proxy), since browsers ignore it over http and local http
 * must keep working.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

function contentSecurityPolicy(authEmulatorHost?: string) {
  const identity = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // vanilla-extract and React may inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", ...identity, ...(authEmulatorHost ? [`http://${authEmulatorHost}`] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function securityHeaders(config: Pick<Config, 'authEmulatorHost' | 'trustProxy'>): MiddlewareHandler {
  const common = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config.authEmulatorHost),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await common(c, next);
    const forwardedProto = config.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    if (forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:')
      c.header('Strict-Transport-Security', HSTS);
  };
}
