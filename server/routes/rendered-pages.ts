/**
 * The pages rendered with the subscriber's own records when they are asked for (
 * contracts/rendered-pages.ts): the page-session cookie names the subscriber; while their 5-hour
 * session lasts and a subscription lets them in, the page comes with their data in #root, in the
 * brand in force, never cached. Anyone else, and any failure, gets what the SPA routes answer
 * (the loader).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { BUNDLE_ID } from '../../content/constants.ts';
import {
  RENDER_MODULE,
  RENDERED_PAGES,
  RENDERED_SLOT,
  renderedPageTemplate,
  type RenderedPage,
} from '../../contracts/rendered-pages.ts';
import { resolveBrand, type BrandId } from '../../domain/brands.ts';
import { authorisingSubscription, entitlementsOf } from '../../domain/plans.ts';
import type { RenderModule } from '../../domain/render-module.ts';
import type { Subscription } from '../../contracts/subscriptions.ts';
import type { AppDeps } from '../deps.ts';
import type { EndpointHandlers } from '../endpoints.ts';
import { connectionOf, connectionView } from '../instagram-connection/connections.ts';
import { currentProfileDocument } from '../profile-sources/current-document.ts';
import { pageSessionClaims } from '../page-session-auth.ts';
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

export function renderedPageRoutes(deps: AppDeps) {
  const { clock, db, config, logger } = deps;
  let renderModule: Promise<RenderModule> | undefined;
  /** The build's render module, imported once; a failed import (no build yet) is tried again next time. */
  const render = () =>
    (renderModule ??= (
      import(pathToFileURL(path.join(config.staticDir, RENDER_MODULE)).href) as Promise<RenderModule>
    ).catch((error: unknown) => {
      renderModule = undefined;
      throw error;
    }));

  /** Each page's markup for #root, from the subscriber's records. */
  const screens: Record<RenderedPage, (module: RenderModule, subscriber: Subscriber) => string | Promise<string>> = {
    'my-plan': ({ renderMyPlan }, { brand, email, subscription, subscriptions }) => {
      const owned = entitlementsOf(subscriptions, BUNDLE_ID);
      return renderMyPlan({ brand, email, subscription, owned, now: clock.now().getTime() });
    },
    analytics: async ({ renderAnalytics }, { uid }) => {
      const [document, connection] = await Promise.all([currentProfileDocument(deps, uid), connectionOf(db, uid)]);
      return renderAnalytics({ document: document ?? null, connection: connectionView(connection, clock.now()) });
    },
  };

  /** The page with the subscriber's data, or null when the page session lets no one in. */
  async function renderedPage(c: Context): Promise<string | null> {
    const claims = await pageSessionClaims(deps, c);
    if (!claims) return null;
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

  const renderedOrApp: MiddlewareHandler = async (c, next) => {
    c.header('vary', 'Cookie', { append: true });
    const page = await renderedPage(c).catch((error: unknown) => {
      logger.warn({ err: error, path: c.req.path }, 'page rendered without data');
      return null;
    });
    if (!page) return next();
    c.header('cache-control', 'private, no-store');
    return c.html(page);
  };
  return { myPlanPage: [renderedOrApp], analyticsPage: [renderedOrApp] } satisfies EndpointHandlers;
}
