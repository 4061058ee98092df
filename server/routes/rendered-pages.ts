/**
 * The pages rendered with the subscriber's own records when they are asked for (issue 19,
 * contracts/rendered-pages.ts): the page-session cookie names the subscriber; while their 5-hour
 * session lasts and a subscription lets them in, the page comes with their data in #root, in the
 * brand in force, never cached. Anyone else, and any failure, gets what the SPA routes answer
 * (the loader).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { BUNDLE_ID } from '../../content/constants.ts';
import { FIRST_SCREEN_COOKIE, parseFirstScreenCookie } from '../../contracts/first-screen.ts';
import {
  PAGE_SESSION_COOKIE,
  RENDER_MODULE,
  RENDERED_PAGES,
  RENDERED_SLOT,
  renderedPageTemplate,
  type RenderedPage,
} from '../../contracts/rendered-pages.ts';
import { resolveBrand, type BrandId } from '../../domain/brands.ts';
import { authorisingSubscription, entitlementsOf } from '../../domain/plans.ts';
import type { Subscription } from '../../contracts/subscriptions.ts';
import type * as RenderModule from '../../src/render-pages.tsx';
import { isSessionOver } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { connectionOf, connectionView } from '../instagram-connection/connections.ts';
import { currentProfileDocument } from '../profile-sources/current-document.ts';
import { subscriptionsOfUser } from '../subscriptions.ts';

/** Who asks, as the verified cookie and the database know them. */
interface Subscriber {
  uid: string;
  email: string;
  subscriptions: Subscription[];
  /** The subscription that lets them in. */
  subscription: Subscription;
  brand: BrandId;
}

/** An answer of Firebase Auth about the cookie itself (invalid, expired, revoked), not a failure. */
const isRefusedCookie = (error: unknown) => String((error as { code?: unknown })?.code ?? '').startsWith('auth/');

export function renderedPageRoutes(deps: AppDeps) {
  const { auth, clock, db, config, logger } = deps;
  let renderModule: Promise<typeof RenderModule> | undefined;
  const render = () =>
    (renderModule ??= import(pathToFileURL(path.join(config.staticDir, RENDER_MODULE)).href) as Promise<
      typeof RenderModule
    >);

  /** Each page's markup for #root, from the subscriber's records. */
  const screens: Record<
    RenderedPage,
    (module: typeof RenderModule, subscriber: Subscriber) => string | Promise<string>
  > = {
    'my-plan': ({ renderMyPlan }, { brand, email, subscription, subscriptions }) => {
      const owned = entitlementsOf(subscriptions, BUNDLE_ID);
      return renderMyPlan({ brand, email, subscription, owned, now: clock.now().getTime() });
    },
    analytics: async ({ renderAnalytics }, { uid }) => {
      const [document, connection] = await Promise.all([currentProfileDocument(deps, uid), connectionOf(db, uid)]);
      return renderAnalytics({ document: document ?? null, connection: connectionView(connection, clock.now()) });
    },
  };

  /** The page with the subscriber's data, or null when the cookie lets no one in. */
  async function renderedPage(c: Context, cookie: string): Promise<string | null> {
    const claims = await auth.verifySessionCookie(cookie, true);
    if (isSessionOver(claims.auth_time, clock.now())) return null;
    const subscriptions = await subscriptionsOfUser(db, claims.uid);
    const subscription = authorisingSubscription(subscriptions, BUNDLE_ID);
    if (!subscription) return null;
    const brand = resolveBrand(new URL(c.req.url).hostname, subscription.plan_code);
    const subscriber = { uid: claims.uid, email: claims.email ?? '', subscriptions, subscription, brand };
    const page = RENDERED_PAGES[c.req.path as keyof typeof RENDERED_PAGES];
    const [template, html] = await Promise.all([
      fs.readFile(path.join(config.staticDir, renderedPageTemplate(page, brand)), 'utf8'),
      render().then((module) => screens[page](module, subscriber)),
    ]);
    return template.replace(RENDERED_SLOT, () => html);
  }

  return new Hono().on('GET', Object.keys(RENDERED_PAGES), async (c, next) => {
    c.header('vary', 'Cookie', { append: true });
    const cookie = getCookie(c, PAGE_SESSION_COOKIE);
    // The device's first-screen cookie goes at sign-out even offline, when the page session's removal cannot.
    if (!cookie || !parseFirstScreenCookie(getCookie(c, FIRST_SCREEN_COOKIE))) return next();
    const page = await renderedPage(c, cookie).catch((error: unknown) => {
      if (!isRefusedCookie(error)) logger.warn({ err: error, path: c.req.path }, 'page rendered without data');
      return null;
    });
    if (!page) return next();
    c.header('cache-control', 'private, no-store');
    return c.html(page);
  });
}
