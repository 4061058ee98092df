/** The whole HTTP surface as one Hono app, built from its dependencies (so tests can build one too). */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './deps.ts';
import { devCheckoutRoutes } from './routes/dev-checkout.ts';
import { devRoutes } from './routes/dev.ts';
import { originApiRoutes } from './routes/origin-api.ts';
import { spaRoutes } from './routes/spa.ts';
import { subscriptionServiceRoutes } from './routes/subscription-service.ts';

const MAX_BODY_BYTES = 16 * 1024;

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

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Path only: the query of a log record carries credentials.
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(config.authEmulatorHost),
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
  );
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: `Body larger than ${MAX_BODY_BYTES} bytes` }, 413) }));

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', subscriptionServiceRoutes(deps));
  app.route('/', originApiRoutes(deps));
  if (!config.production) {
    app.route('/', devRoutes(deps));
    app.route('/', devCheckoutRoutes(deps));
  }
  app.route('/', spaRoutes(config.staticDir));

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return c.json({ error: error.message }, error.status);
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Something went wrong' }, 500);
  });
  return app;
}
