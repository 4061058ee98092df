/** The whole HTTP surface as one Hono app, built from its dependencies (so tests can build one too). */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { DEFAULT_BODY_LIMIT } from '../contracts/endpoint-declaration.ts';
import type { AppDeps } from './deps.ts';
import { factory, mountEndpoints, OWN_BODY_LIMIT_PATHS, type EndpointHandlers } from './endpoints.ts';
import { billingRoutes } from './routes/billing.ts';
import { courseRoutes } from './routes/course.ts';
import { functionsRoutes } from './routes/functions.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { instagramRoutes } from './routes/instagram.ts';
import { mediaRoutes } from './routes/media.ts';
import { emailConfirmationRoutes } from './routes/email-confirmation.ts';
import { membershipRoutes } from './routes/membership.ts';
import { originApiRoutes } from './routes/origin-api.ts';
import { pageSessionRoutes } from './routes/page-session.ts';
import { renderedPageRoutes } from './routes/rendered-pages.ts';
import { discardBody } from './http.ts';
import { answerError, answerRefusal, Refusal, refuse } from './refusal.ts';
import { spaRoutes } from './routes/spa.ts';
import { subscriptionServiceRoutes } from './routes/subscription-service.ts';
import { securityHeaders } from './security-headers.ts';

const MAX_BODY_BYTES = DEFAULT_BODY_LIMIT;
const SLOW_REQUEST_MS = 250;

/** `development`: the stand-ins' handlers (server/dev/routes.ts), given only when development is asked for. */
export function createApp(deps: AppDeps, development?: EndpointHandlers) {
  const { config, logger } = deps;
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    // Failures and slow answers at info; the steady stream of quick successes only at debug, since
    // formatting a line per request halved throughput (docs/performance.md, "Server benchmark").
    const level = c.res.status >= 400 || ms >= SLOW_REQUEST_MS ? 'info' : 'debug';
    // Path only: the query of a log record carries credentials.
    logger[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use(securityHeaders(config));
  // JSON answers and index.html, gzipped on the way out (a phone's link is the bottleneck); the
  // build's files come precompressed and pass through untouched.
  // The calls' Vary is said before the answer exists: compress would set it on the built answer,
  // which makes the Node adapter turn its light answer into a whole Response streamed out in parts
  // (a quarter of fetch-subscriptions' throughput). GETs are left to compress and to the static
  // files' handler, which appends its own.
  const compressAnswers = compress();
  app.use((c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') c.header('Vary', 'Accept-Encoding');
    return compressAnswers(c, next);
  });
  // A refused body is still on its way: read it to the end before answering, so the client (still
  // uploading) sees the 413 and its kept-alive connection serves the next request; an endless or
  // huge one closes the connection instead of being reset under the client's next request.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 413 && !(await discardBody(c))) c.header('Connection', 'close');
  });
  const tooLarge = () => refuse(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
  const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  app.use(async (c, next) => {
    // An endpoint that declares its own limit (the export upload) sets it.
    if (OWN_BODY_LIMIT_PATHS.has(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return await next();
    // A declared length is judged from its header, as bodyLimit would, without touching the body:
    // reading it makes @hono/node-server build a whole Request (a sixth of a small call's time).
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(length) > MAX_BODY_BYTES ? tooLarge() : await next();
    return await smallBody(c, next);
  });

  // For a load balancer (503: send traffic elsewhere) and an operator (which part is failing).
  const health = factory.createHandlers(async (c) => {
    const up = await deps.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    const jobs = Object.fromEntries(Object.entries(deps.jobs).map(([name, job]) => [name, job.status()]));
    return c.json({ ok: up, database: up ? 'up' : 'unavailable', jobs }, up ? 200 : 503);
  });
  mountEndpoints(
    app,
    deps,
    {
      health,
      ...subscriptionServiceRoutes(deps),
      ...originApiRoutes(deps),
      ...functionsRoutes(deps),
      ...analyticsRoutes(deps),
      ...instagramRoutes(deps),
      ...mediaRoutes(deps),
      ...membershipRoutes(deps),
      ...billingRoutes(deps),
      ...emailConfirmationRoutes(deps),
      ...pageSessionRoutes(deps),
      ...courseRoutes(),
      ...renderedPageRoutes(deps),
      ...spaRoutes({ ...deps, staticDir: config.staticDir }),
      ...development,
    },
    !!development,
  );

  app.notFound((c) => answerRefusal(c, new Refusal(404, 'Not found')));
  app.onError(answerError(logger));
  return app;
}
