/**
 * Refuses a browser request sent by another site's page: the browser says where a
 * request comes from (Sec-Fetch-Site; older ones only Origin), and a form or fetch a foreign page
 * fires from its visitor's browser is not one our app made. Clients that are not browsers send
 * neither header and pass: the check stops cross-site forgery, not a caller who writes requests.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from './config.ts';
import { appOrigin } from './http.ts';
import { refuse } from './refusal.ts';

const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

export const CROSS_SITE_REFUSAL = 'Requests from other sites are refused';

export function isCrossSite(c: Context, config: Pick<Config, 'appOrigin'>): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite !== undefined) return !OWN_SITE_FETCHES.has(fetchSite);
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== appOrigin(c, config) && origin !== new URL(c.req.url).origin;
}

export const sameSiteOnly =
  (config: Pick<Config, 'appOrigin'>): MiddlewareHandler =>
  async (c, next) => {
    if (isCrossSite(c, config)) refuse(403, CROSS_SITE_REFUSAL);
    await next();
  };
